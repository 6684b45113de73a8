import { callingCodeOptions } from '../../forms/calling-codes';
import { Island } from '../../render/island';
import { usePage } from '../../render/page-context';
import MembershipFormIsland from './membership-form.island';
import type { MembershipFormProps } from './schema';

/**
 * /thank-you: after paying, the visitor leaves the details the team calls back on. Whether the
 * address names a payment (?session_id=…) is only known in the browser, so the whole section is
 * an island that decides (see membership-form.island.tsx).
 */
export function MembershipForm({ anchor, ...texts }: MembershipFormProps) {
  const { locale } = usePage();
  const regions = callingCodeOptions(locale).map(({ iso2, name }) => [iso2, name] as const);
  return (
    // At least most of a screen, so the short no-payment message leaves no band under the footer.
    <section id={anchor} className="flex min-h-[70svh] flex-col justify-center bg-sand/60 px-5 py-16 sm:py-24">
      <div className="mx-auto w-full max-w-xl text-center">
        <Island name="blocks/membership-form/membership-form" component={MembershipFormIsland} props={{ ...texts, locale, regions }} />
      </div>
    </section>
  );
}
