import { Icon } from '../../ui/icon';
import type { StepsProps, StepsTone } from './schema';
import { connectorTone, iconTone, numberTone, textTone, titleTone } from './tone';

type Step = StepsProps['steps'][number];

/**
 * One numbered step. The number is text ("Step 1" to a screen reader, "1" on screen) because
 * the list's own markers are hidden; the connector to the next step is decoration only:
 * vertical beside the stacked steps on phones, horizontal between the columns on desktop.
 */
export function StepItem({ step, number, stepLabel, tone, last }: { step: Step; number: number; stepLabel: string; tone: StepsTone; last: boolean }) {
  return (
    <li className="relative flex gap-5 lg:flex-col lg:items-center lg:gap-0 lg:text-center">
      {!last && (
        <>
          {/* Phones: from under this circle (4rem) into the list gap (2.5rem), stopping short of the next one. */}
          <span aria-hidden="true" className={connectorTone({ tone, className: 'top-16 -bottom-8 left-7 -translate-x-1/2 border-l-2 lg:hidden' })} />
          {/* Desktop: circle edge to circle edge across the 2rem column gap: 100% + 2rem − 2 × 2.25rem. */}
          <span
            aria-hidden="true"
            className={connectorTone({ tone, className: 'top-7 left-[calc(50%+2.25rem)] hidden w-[calc(100%-2.5rem)] border-t-2 lg:block' })}
          />
        </>
      )}
      <span className={numberTone({ tone })}>
        <span className="sr-only">{`${stepLabel} `}</span>
        {number}
      </span>
      <div className="min-w-0 pt-3.5 lg:pt-0 lg:mt-6">
        {/* The icon sits by the title's first line on phones and above the title on desktop. */}
        <div className="flex items-start gap-2 lg:flex-col lg:items-center">
          {step.icon && <Icon name={step.icon} className={iconTone({ tone })} />}
          <h3 className={titleTone({ tone })}>{step.title}</h3>
        </div>
        <p className={textTone({ tone })}>{step.text}</p>
      </div>
    </li>
  );
}
