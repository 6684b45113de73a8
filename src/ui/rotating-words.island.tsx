import { useEffect, useState } from 'react';
// clsx, not cn(): tailwind-merge would add ~8 kB gzip to the browser, and the classes callers pass never conflict.
import { clsx as cn } from 'clsx';

export interface RotatingWordsProps {
  words: string[];
  intervalMs: number;
  className?: string;
  /** State only: the word keeps changing but nothing is shown or announced. */
  hidden?: boolean;
}

/**
 * One word at a time, changing every `intervalMs`. Screen readers get the whole set once as
 * static text instead of an announcement per change; sighted visitors get a short fade
 * (skipped under prefers-reduced-motion). The box is as wide as the longest word, so the
 * text around it does not jump.
 */
export default function RotatingWords({ words, intervalMs, className, hidden = false }: RotatingWordsProps) {
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (words.length < 2) return;
    const timer = setInterval(() => setStep((s) => s + 1), intervalMs);
    return () => clearInterval(timer);
  }, [words.length, intervalMs]);

  const index = words.length ? step % words.length : 0;
  const word = words[index] ?? '';

  if (hidden) return <span hidden data-rotating-word={word} />;

  return (
    <span className={cn('inline-grid justify-items-center', className)} data-rotating-word={word}>
      <span className="sr-only">{words.join(' / ')}</span>
      {words.map((w, i) => (
        <span key={`sizer-${i}`} aria-hidden="true" className="invisible col-start-1 row-start-1">
          {w}
        </span>
      ))}
      <span
        key={index}
        aria-hidden="true"
        className={cn('col-start-1 row-start-1', step > 0 && 'motion-safe:animate-word-in')}
      >
        {word}
      </span>
    </span>
  );
}
