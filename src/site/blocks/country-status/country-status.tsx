import { CountryGrid } from './country-grid';
import type { CountryStatusProps } from './schema';

/** How full each country's ambassador list is, with a warning when few places remain. */
export function CountryStatus({
  anchor,
  eyebrow,
  heading,
  intro,
  capacity,
  threshold,
  filledText,
  progressLabel,
  lowSlotsBadge,
  countries,
}: CountryStatusProps) {
  // Laid out only near the screen, like the page's other sections (src/ui/section.tsx): it sits
  // below the hero, and its cards were a fifth of the home page's first layout.
  return (
    <section id={anchor} className="bg-white px-5 py-20 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && (
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.2em] text-lagoon">
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-lagoon" />
              {eyebrow}
            </p>
          )}
          <h2 className="mt-3 font-display text-3xl font-bold text-ocean sm:text-5xl">{heading}</h2>
          {intro && <p className="mt-4 text-lg text-ink/80">{intro}</p>}
        </div>
        <CountryGrid
          capacity={capacity}
          threshold={threshold}
          filledText={filledText}
          progressLabel={progressLabel}
          lowSlotsBadge={lowSlotsBadge}
          countries={countries}
        />
      </div>
    </section>
  );
}
