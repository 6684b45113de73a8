import { useLayoutEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import type { MembershipIslandProps } from './island-props';
import { MembershipFields } from './membership-fields';
import { NoSession } from './no-session';

/** Whether the address names a payment; unknown until the browser has read it. */
type Session = 'unknown' | 'named' | 'missing';

const sessionIn = (search: string): Exclude<Session, 'unknown'> => (new URLSearchParams(search).get('session_id') ? 'named' : 'missing');

/**
 * The thank-you section. The prerendered HTML cannot see the query string, so it serves the
 * form with the success heading and tick reserved but invisible (a visitor back from paying can
 * type at once, see useFormSubmit) and the no-payment message hidden. Right after hydration,
 * before the first paint, the island reads ?session_id= and shows one or the other: a visitor
 * without a payment never sees "Payment Successful!". No inline script is involved.
 * Both states stay in the markup (one h1, the hidden parts `hidden`), so every text is prerendered.
 */
export default function MembershipFormIsland(props: MembershipIslandProps) {
  const [session, setSession] = useState<Session>('unknown');
  useLayoutEffect(() => setSession(sessionIn(window.location.search)), []);
  const missing = session === 'missing';
  const invisible = session === 'unknown' && 'invisible';

  return (
    <>
      <div hidden={missing} aria-hidden="true" className={cn('mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-lagoon/15 text-3xl text-lagoon', invisible)}>
        ✓
      </div>
      <h1 className={cn('font-display text-3xl font-bold text-ocean sm:text-5xl', invisible)}>
        <span hidden={missing}>{props.heading}</span>
        <span hidden={!missing}>{props.noSession.heading}</span>
      </h1>
      <div hidden={!missing}>
        <NoSession {...props.noSession} />
      </div>
      <div hidden={missing} className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="font-display text-2xl font-bold text-ink">{props.formHeading}</h2>
        {props.intro && <p className="mt-2 text-ink/80">{props.intro}</p>}
        <MembershipFields {...props} />
      </div>
    </>
  );
}
