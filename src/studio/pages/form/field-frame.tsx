import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { inSentence } from './form-labels';

/** The ids of a control's help and problems, for its aria-describedby. */
export const describedBy = (id: string, help: string | undefined, problems: readonly string[]) =>
  [help ? `${id}-help` : '', problems.length ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined;

export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="text-danger">
        {' '}
        *
      </span>
      <span className="sr-only"> (required)</span>
    </>
  );
}

export function HelpText({ id, help }: { id: string; help: string | undefined }) {
  if (!help) return null;
  return (
    <p id={`${id}-help`} className="text-xs leading-snug text-ink/60">
      {help}
    </p>
  );
}

/** The validator's words for this place, in the danger colour. */
export function ProblemList({ id, problems }: { id: string; problems: readonly string[] }) {
  if (!problems.length) return null;
  return (
    <ul id={`${id}-problems`} className="space-y-0.5 text-xs font-medium leading-snug text-danger">
      {problems.map((problem, i) => (
        <li key={i}>{problem}</li>
      ))}
    </ul>
  );
}

/** A small icon button; its name is the whole action ("Remove badge", "Move step 2 up"). */
export function IconButton({
  label,
  onClick,
  disabled,
  describedBy: description,
  danger,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  describedBy?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-describedby={description}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'grid size-7 shrink-0 place-items-center rounded text-ink/60 focus-visible:outline-2 focus-visible:outline-lagoon disabled:cursor-not-allowed disabled:opacity-35',
        danger ? 'hover:bg-red-50 hover:text-danger' : 'hover:bg-stone-100 hover:text-ink',
      )}
    >
      {children}
    </button>
  );
}

export function RemoveKeyButton({ label, onRemove }: { label: string; onRemove: (() => void) | undefined }) {
  if (!onRemove) return null;
  return (
    <IconButton label={`Remove ${inSentence(label)}`} onClick={onRemove} danger>
      <X aria-hidden="true" className="size-3.5" />
    </IconButton>
  );
}

/** A label above its control, the help and the problems under it, and the key's Remove button beside the label. */
export function FieldFrame({
  id,
  label,
  required,
  help,
  problems,
  onRemove,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  help: string | undefined;
  problems: readonly string[];
  onRemove?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1" data-field={id}>
      <div className="flex min-h-7 items-center justify-between gap-2">
        <label htmlFor={id} className="min-w-0 text-xs font-medium text-ink/75">
          {label}
          {required && <RequiredMark />}
        </label>
        <RemoveKeyButton label={label} onRemove={onRemove} />
      </div>
      {children}
      <HelpText id={id} help={help} />
      <ProblemList id={id} problems={problems} />
    </div>
  );
}
