import { Behaviour } from '../../render/behaviour';
import { buttonVariants } from '../../ui/button-variants';
import type { CookieBannerProps } from './schema';

/**
 * Cookie consent. The banner is prerendered hidden; its behaviour (cookie-consent.behaviour.ts)
 * shows it only when no choice is stored, as a fixed overlay, so nothing on the page moves.
 */
export function CookieBanner(props: CookieBannerProps) {
  const { storageKey, acceptValue, declineValue, label, heading, text, policyLabel, policyHref, acceptLabel, declineLabel, closeLabel } = props;
  return (
    <Behaviour name="blocks/cookie-banner/cookie-consent" props={{ storageKey, acceptValue, declineValue }}>
      <section
        hidden
        data-consent-banner=""
        aria-label={label}
        className="fixed inset-x-0 bottom-0 z-50 p-3 sm:p-5 motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out motion-safe:starting:translate-y-full"
      >
        <div className="relative mx-auto flex max-w-4xl flex-col gap-4 rounded-3xl bg-white p-5 pr-12 text-ink shadow-2xl shadow-ink/25 ring-1 ring-ink/10 sm:flex-row sm:items-center sm:gap-6 sm:p-6 sm:pr-14">
          <p className="flex-1 text-sm leading-relaxed sm:text-base">
            {heading && <strong className="mr-1 font-semibold text-ocean">{heading}</strong>}
            {text}{' '}
            <a href={policyHref} className="font-semibold text-lagoon underline underline-offset-4 hover:text-ocean">
              {policyLabel}
            </a>
          </p>
          <div className="flex shrink-0 gap-3">
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
            className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-full text-ink/60 transition-colors hover:bg-ink/5 hover:text-ink"
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
