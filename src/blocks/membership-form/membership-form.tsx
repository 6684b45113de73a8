import { Island } from '../../render/island';
import { usePage } from '../../render/page-context';
import MembershipFormIsland from './membership-form.island';
import type { MembershipFormProps } from './schema';

/** /thank-you: the payment went through; the visitor leaves the details the team calls back on. */
export function MembershipForm({ anchor, heading, intro, ...form }: MembershipFormProps) {
  const { locale } = usePage();
  return (
    <section id={anchor} className="bg-sand/60 px-5 py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <div aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-lagoon/15 text-3xl text-lagoon">
          ✓
        </div>
        <h1 className="mt-5 font-display text-3xl font-bold text-ocean sm:text-5xl">{heading}</h1>
        <div className="mt-8 rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="font-display text-2xl font-bold text-ink">{form.formHeading}</h2>
          {intro && <p className="mt-2 text-ink/80">{intro}</p>}
          <Island name="blocks/membership-form/membership-form" component={MembershipFormIsland} props={{ ...form, locale }} />
        </div>
      </div>
    </section>
  );
}
