import { Behaviour } from '../../ui/behaviour';
import { buttonVariants } from '../../ui/button-variants';
import type { CookieBannerProps } from './schema';

/**
 * Cookie consent. The banner is prerendered hidden; its behaviour (cookie-consent.behaviour.ts)
 * shows it only when no choice is stored, as a fixed overlay, so nothing on the page moves.
 * It is kept low (one row from sm up, small type on phones) because it lies over the foot of the
 * first screen, where a hero's actions are: at 1280×800 it stood 166 px high over More Info.
 * Decline and Accept stay side by side, the same size.
 */
export function CookieBanner(props: CookieBannerProps) {
  const { storageKey, acceptValue, declineValue, label, heading, text, policyLabel, policyHref, acceptLabel, declineLabel, closeLabel } = props;
  return (
    <Behaviour name="blocks/cookie-banner/cookie-consent" props={{ storageKey, acceptValue, declineValue }}>
      <section
        hidden
        data-consent-banner=""
        aria-label={label}
        className="fixed inset-x-0 bottom-0 z-50 p-2 sm:p-3 motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out motion-safe:starting:translate-y-full"
      >
        <div className="relative mx-auto flex max-w-6xl flex-col gap-2.5 rounded-2xl bg-white p-3 pr-10 text-ink shadow-2xl shadow-ink/25 ring-1 ring-ink/10 sm:flex-row sm:items-center sm:gap-5 sm:py-3 sm:pr-12 sm:pl-5">
          <p className="flex-1 text-xs leading-snug sm:text-sm">
            {heading && <strong className="mr-1 font-semibold text-ocean">{heading}</strong>}
            {text}{' '}
            <a href={policyHref} className="font-semibold text-lagoon underline underline-offset-4 hover:text-ocean">
              {policyLabel}
            </a>
          </p>
          <div className="flex shrink-0 gap-2 sm:gap-3">
            <button type="button" data-consent="decline" className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'flex-1 sm:flex-none' })}>
              {declineLabel}
            </button>
            <button type="button" data-consent="accept" className={buttonVariants({ variant: 'default', size: 'sm', className: 'flex-1 sm:flex-none' })}>
              {acceptLabel}
            </button>
          </div>
          <button
            type="button"
            data-consent="decline"
            aria-label={closeLabel}
            className="absolute top-2 right-2 inline-flex size-8 sm:top-1/2 sm:-translate-y-1/2 items-center justify-center rounded-full text-ink/60 transition-colors hover:bg-ink/5 hover:text-ink"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      </section>
    </Behaviour>
  );
}
