import type { ButtonData } from '../actions/action-schema';
import { buttonVariants } from './button';
import { cn } from '../lib/cn';

/**
 * A button from YAML. Anchors for scroll and link actions work without JavaScript;
 * the others carry their action as data for the single delegated click handler.
 */
export function ActionButton({ label, action, variant, size, className }: ButtonData & { size?: 'default' | 'sm' | 'lg'; className?: string }) {
  const classes = cn(buttonVariants({ variant, size }), className);
  if (action.kind === 'scroll') {
    return (
      <a data-slot="button" className={classes} href={`#${action.target}`}>
        {label}
      </a>
    );
  }
  if (action.kind === 'link') {
    return (
      <a
        data-slot="button"
        className={classes}
        href={action.href}
        {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </a>
    );
  }
  return (
    <button type="button" data-slot="button" className={classes} data-action={JSON.stringify(action)}>
      {label}
    </button>
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
