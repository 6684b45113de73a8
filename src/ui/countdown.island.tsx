import { Fragment, useEffect, useState } from 'react';
// clsx, not cn(): tailwind-merge would add ~8 kB gzip to the browser, and the classes callers pass never conflict.
import { clsx as cn } from 'clsx';
import { countdownParts } from './countdown-format';

export interface CountdownProps {
  seconds: number;
  label: string;
  units?: { hours: string; minutes: string; seconds: string };
  className?: string;
}

/**
 * HH:MM:SS counting down once a second and stopping at zero. The server renders the start
 * value; ticking starts after hydration. Time is measured from the start, so a throttled
 * background tab does not fall behind.
 */
export default function Countdown({ seconds, label, units, className }: CountdownProps) {
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);

  const parts = countdownParts(remaining);
  const unitLabels = units ? [units.hours, units.minutes, units.seconds] : [];

  return (
    <div className={cn('flex flex-col items-center gap-2', className)}>
      <p aria-hidden="true" className="text-xs font-semibold uppercase tracking-[0.2em] opacity-80">
        {label}
      </p>
      <div role="timer" aria-label={label} className="flex items-start gap-2 font-mono tabular-nums sm:gap-3">
        {parts.map((part, i) => (
          <Fragment key={i}>
            {i > 0 && (
              <span aria-hidden="true" className="pt-2 text-2xl font-bold opacity-70 sm:pt-2.5 sm:text-3xl">
                :
              </span>
            )}
            <span className="flex flex-col items-center">
              <span className="min-w-[2.6ch] rounded-xl bg-white/10 px-2.5 py-1.5 text-center text-3xl font-bold ring-1 ring-white/25 backdrop-blur-sm sm:text-4xl">
                {part}
              </span>
              {unitLabels[i] && (
                <span className="mt-1.5 font-sans text-[0.7rem] font-medium uppercase tracking-widest opacity-80">
                  {unitLabels[i]}
                </span>
              )}
            </span>
          </Fragment>
        ))}
      </div>
    </div>
  );
}
