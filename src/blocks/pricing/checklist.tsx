import { cn } from '../../lib/cn';
import { CheckMark } from '../../ui/check-mark';

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
            <CheckMark />
          </span>
          <span className={tone === 'dark' ? 'text-white/90' : 'text-ink/80'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
