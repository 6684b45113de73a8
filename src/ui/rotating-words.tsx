import { cn } from '../lib/cn';
import { Behaviour } from './behaviour';
import type { RotatingWordsData } from './rotating-words-schema';

export interface RotatingWordsProps extends Pick<RotatingWordsData, 'words' | 'intervalMs'> {
  className?: string;
  /** State only: the word keeps changing in `data-rotating-word` but nothing is shown or announced. */
  hidden?: boolean;
}

/**
 * One word at a time, changing every `intervalMs` (rotating-words.behaviour.ts). Screen readers
 * get the whole set once as static text instead of an announcement per change. The box is as
 * wide as the longest word, so the text around it does not jump.
 */
export function RotatingWords({ words, intervalMs, className, hidden = false }: RotatingWordsProps) {
  const first = words[0] ?? '';
  return (
    <Behaviour name="ui/rotating-words" props={{ words, intervalMs }}>
      {hidden ? (
        <span hidden data-rotating-word={first} />
      ) : (
        <span className={cn('inline-grid justify-items-center', className)} data-rotating-word={first}>
          <span className="sr-only">{words.join(' / ')}</span>
          {words.map((word, i) => (
            <span key={i} aria-hidden="true" className="invisible col-start-1 row-start-1">
              {word}
            </span>
          ))}
          <span data-rotating-current="" aria-hidden="true" className="col-start-1 row-start-1">
            {first}
          </span>
        </span>
      )}
    </Behaviour>
  );
}
