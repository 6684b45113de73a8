import type { ButtonData } from './action-schema';
import { buttonVariants } from './button';
import { ActionTrigger } from './action-trigger';
import { cn } from '../lib/cn';

/** A button from YAML: its look from `variant`, its behaviour from `action` (see ActionTrigger). */
export function ActionButton({ label, action, variant, size, className }: ButtonData & { size?: 'default' | 'sm' | 'lg'; className?: string }) {
  return (
    <ActionTrigger action={action} data-slot="button" className={cn(buttonVariants({ variant, size }), className)}>
      {label}
    </ActionTrigger>
  );
}

export function ButtonRow({ buttons, className }: { buttons: ButtonData[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-3', className)}>
      {buttons.map((button, i) => (
        <ActionButton key={i} {...button} size="lg" />
      ))}
    </div>
  );
}
