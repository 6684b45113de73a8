import { Fragment } from 'react';
import { cn } from '../lib/cn';
import { Behaviour } from './behaviour';
import { countdownParts } from './countdown-format';
import { defaultCountdownKey, type CountdownClock, type CountdownData } from './countdown-schema';

export interface CountdownProps extends CountdownData {
  className?: string;
}

/** The behaviour's props: only the seconds for a clock that starts afresh on every view. */
function clockOf({ seconds, persist, storageKey, deadline }: CountdownProps): CountdownClock {
  if (deadline) return { seconds, endsAt: Date.parse(deadline) };
  if (persist === 'visitor') return { seconds, storageKey: storageKey ?? defaultCountdownKey };
  return { seconds };
}

/**
 * HH:MM:SS counting down once a second and stopping at zero. The markup shows `seconds`;
 * countdown.behaviour.ts makes it tick, writing the digits with the same countdownParts. A clock
 * that continues a stored or fixed deadline shows its digits only once the behaviour has written
 * the time left (visitors without JavaScript see `seconds`), so a reload never flashes the start
 * value; the space is held meanwhile, so nothing moves. The ended text shares the label's place.
 */
export function Countdown(props: CountdownProps) {
  const { seconds, label, units, endedText, className } = props;
  const clock = clockOf(props);
  const waits = clock.endsAt !== undefined || clock.storageKey !== undefined;
  const unitLabels = units ? [units.hours, units.minutes, units.seconds] : [];
  return (
    <Behaviour name="ui/countdown" props={clock}>
      <div className={cn('flex flex-col items-center gap-2', className)}>
        <p
          aria-hidden="true"
          className={cn('text-xs font-semibold uppercase tracking-[0.2em] opacity-80', endedText && 'grid justify-items-center text-center')}
        >
          {endedText ? (
            <>
              <span data-countdown-label="" className="col-start-1 row-start-1">
                {label}
              </span>
              <span data-countdown-ended="" className="invisible col-start-1 row-start-1">
                {endedText}
              </span>
            </>
          ) : (
            label
          )}
        </p>
        <div role="timer" aria-label={label} className={cn('flex items-start gap-2 font-mono tabular-nums sm:gap-3', waits && 'invisible noscript:visible')}>
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
                {unitLabels[i] && <span className="mt-1.5 font-sans text-[0.7rem] font-medium uppercase tracking-widest opacity-80">{unitLabels[i]}</span>}
              </span>
            </Fragment>
          ))}
        </div>
      </div>
    </Behaviour>
  );
}
