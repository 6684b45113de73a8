import { CheckMark } from '../../ui/check-mark';

/** What the subscription includes: one line per item behind a check mark the text carries the meaning of. */
export function IncludedList({ heading, items, className }: { heading?: string; items: string[]; className?: string }) {
  return (
    <div className={className}>
      {heading && <h3 className="mb-5 text-sm font-semibold tracking-wider text-ink/70 uppercase">{heading}</h3>}
      <ul className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {items.map((item, i) => (
          <li key={i} className="flex gap-3">
            <span aria-hidden="true" className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-lagoon text-white">
              <CheckMark />
            </span>
            <span className="leading-relaxed text-ink/85">{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
