import { callingCodeOptions } from '../../../lib/calling-codes';
import { Behaviour } from '../../../ui/behaviour';
import { Island } from '../../../ui/island';
import { usePage } from '../../../ui/page-context';
import MembershipFormIsland from './membership-form.island';
import { NoSession } from './no-session';
import type { MembershipFormProps } from './schema';

/**
 * /thank-you: after paying, the visitor leaves the details the team calls back on. Whether the
 * address names a payment (?session_id=…) is only known in the browser: the page prerenders both
 * states, the success heading and tick reserved but invisible and the no-payment message hidden,
 * and session.behaviour.ts shows one of them as soon as the page's script runs. The form is
 * usable at once (a visitor back from paying can type before any code arrives); React loads for
 * it only when the visitor reaches for it (src/interactive/client/main.ts). All copy is in the HTML, one h1.
 */
export function MembershipForm({ anchor, heading, formHeading, intro, noSession, ...fields }: MembershipFormProps) {
  const { locale } = usePage();
  const regions = callingCodeOptions(locale).map(({ iso2, name }) => [iso2, name] as const);
  const named = { 'data-session': 'named' };
  // Which of the two shows is CSS's choice before the first paint (src/styles.css, html[data-query])
  // and this block's behaviour's after it; no `hidden` here, so CSS can show either at once.
  const missing = { 'data-session': 'missing' };
  return (
    // At least most of a screen, so the short no-payment message leaves no band under the footer.
    <section id={anchor} className="flex min-h-[70svh] flex-col justify-center bg-sand/60 px-5 py-16 sm:py-24">
      <Behaviour name="site/blocks/membership-form/session" props={{}} className="mx-auto block w-full max-w-xl text-center">
        <div
          {...named}
          aria-hidden="true"
          data-until-session=""
          className="invisible mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-lagoon/15 text-3xl text-lagoon"
        >
          ✓
        </div>
        <h1 data-until-session="" className="invisible font-display text-3xl font-bold text-ocean sm:text-5xl">
          <span {...named}>{heading}</span>
          <span {...missing}>{noSession.heading}</span>
        </h1>
        <div {...missing}>
          <NoSession {...noSession} />
        </div>
        <div {...named} className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="font-display text-2xl font-bold text-ink">{formHeading}</h2>
          {intro && <p className="mt-2 text-ink/80">{intro}</p>}
          <Island name="site/blocks/membership-form/membership-form" component={MembershipFormIsland} props={{ ...fields, locale, regions }} />
        </div>
      </Behaviour>
    </section>
  );
}
