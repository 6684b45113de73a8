import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { describedBy, HelpText, ProblemList, RemoveKeyButton, RequiredMark } from './field-frame';

export interface GroupFrameProps {
  id: string;
  label: string;
  required: boolean;
  help: string | undefined;
  problems: readonly string[];
  /** A few words of what the group holds, beside its name. */
  summary?: string;
  /** Folded into a <details>, open while the validator names something inside. */
  fold: boolean;
  hasProblem: boolean;
  onRemove?: () => void;
  /** Buttons beside the name (a list item's Move and Remove), in place of Remove. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a map or a list: a fieldset named by its legend, or, deeper down, a <details>. */
export function GroupFrame(props: GroupFrameProps) {
  const { id, label, required, help, problems, summary, fold, hasProblem, onRemove, actions, children } = props;
  const actionsHere = actions ?? (onRemove ? <RemoveKeyButton label={label} onRemove={onRemove} /> : null);
  const body = (
    <>
      <HelpText id={id} help={help} />
      <ProblemList id={id} problems={problems} />
      {children}
    </>
  );
  const name = (
    <>
      <span className="shrink-0">
        {label}
        {required && <RequiredMark />}
      </span>
      {summary && <span className="min-w-0 truncate font-normal text-ink/70">{summary}</span>}
    </>
  );
  if (fold) {
    return (
      <Folded id={id} name={name} hasProblem={hasProblem}>
        <fieldset id={id} aria-describedby={describedBy(id, help, problems)} className="min-w-0 space-y-3 border-t border-stone-200 px-2.5 pt-2 pb-2.5">
          <legend className="sr-only">{label}</legend>
          {actionsHere && <div className="-mb-2 flex justify-end">{actionsHere}</div>}
          {body}
        </fieldset>
      </Folded>
    );
  }
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, help, problems)}
      className={clsx('relative min-w-0 rounded-md border bg-white p-2.5', hasProblem ? 'border-danger/50' : 'border-stone-200')}
    >
      <legend className="float-left mb-2 flex min-h-7 w-full min-w-0 items-center gap-2 pr-24 text-xs font-semibold text-ink/80">{name}</legend>
      <div className="absolute top-2 right-1.5 flex items-center">{actionsHere}</div>
      <div className="clear-both space-y-3">{body}</div>
    </fieldset>
  );
}

function Folded({ id, name, hasProblem, children }: { id: string; name: ReactNode; hasProblem: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(hasProblem);
  // A problem appearing inside opens the group; it stays as the person leaves it when the problem goes.
  useEffect(() => {
    if (hasProblem) setOpen(true);
  }, [hasProblem]);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className={clsx('group min-w-0 rounded-md border bg-white', hasProblem ? 'border-danger/50' : 'border-stone-200')}
    >
      <summary
        aria-controls={id}
        className="flex min-h-9 cursor-pointer list-none items-center gap-2 rounded-md px-2.5 text-xs font-semibold text-ink/80 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-lagoon [&::-webkit-details-marker]:hidden"
      >
        <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-ink/50 transition-transform group-open:rotate-90" />
        {name}
      </summary>
      {children}
    </details>
  );
}
