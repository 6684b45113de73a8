import { cn } from '../../lib/cn';

/** What a price includes, one line per item with a check mark that the text carries the meaning of. */
export function Checklist({ items, tone = 'light', className }: { items: string[]; tone?: 'light' | 'dark'; className?: string }) {
  if (items.length === 0) return null;
  return (
    <ul className={cn('space-y-3 text-left', className)}>
      {items.map((item, i) => (
        <li key={i} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full',
              tone === 'dark' ? 'bg-amber-300/20 text-amber-300' : 'bg-lagoon/10 text-lagoon',
            )}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth={3}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M20 6 9 17l-5-5" />
            </svg>
          </span>
          <span className={tone === 'dark' ? 'text-white/90' : 'text-ink/80'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
