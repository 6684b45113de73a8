import { Fragment } from 'react';
import { cn } from '../lib/cn';
import { Behaviour } from '../render/behaviour';
import { countdownParts } from './countdown-format';
import type { CountdownData } from './countdown-schema';

export interface CountdownProps extends Pick<CountdownData, 'seconds' | 'label' | 'units'> {
  className?: string;
}

/**
 * HH:MM:SS counting down once a second and stopping at zero. The markup shows the start value;
 * countdown.behaviour.ts makes it tick, writing the digits with the same countdownParts.
 */
export function Countdown({ seconds, label, units, className }: CountdownProps) {
  const unitLabels = units ? [units.hours, units.minutes, units.seconds] : [];
  return (
    <Behaviour name="ui/countdown" props={{ seconds }}>
      <div className={cn('flex flex-col items-center gap-2', className)}>
        <p aria-hidden="true" className="text-xs font-semibold uppercase tracking-[0.2em] opacity-80">
          {label}
        </p>
        <div role="timer" aria-label={label} className="flex items-start gap-2 font-mono tabular-nums sm:gap-3">
          {countdownParts(seconds).map((part, i) => (
            <Fragment key={i}>
              {i > 0 && (
                <span aria-hidden="true" className="pt-2 text-2xl font-bold opacity-70 sm:pt-2.5 sm:text-3xl">
                  :
                </span>
              )}
              <span className="flex flex-col items-center">
                <span
                  data-countdown-part=""
                  className="min-w-[2.6ch] rounded-xl bg-white/10 px-2.5 py-1.5 text-center text-3xl font-bold ring-1 ring-white/25 backdrop-blur-sm sm:text-4xl"
                >
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
    </Behaviour>
  );
}
