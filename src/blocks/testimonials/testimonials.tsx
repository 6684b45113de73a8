import { usePage } from '../../ui/page-context';
import { LazyImage } from '../../ui/lazy-image';
import { RotatingWords } from '../../ui/rotating-words';
import { Section } from '../../ui/section';
import { RatingStars } from './rating-stars';
import type { TestimonialsProps } from './schema';

/** Three member stories under a rotating audience label, with links to the sections that back them up. */
export function Testimonials(props: TestimonialsProps) {
  const { anchor, audiencePrefix, audience, heading, intro, items, imageWidth, imageHeight, linksLabel, links } = props;
  const titleId = `${anchor}-title`;
  const { locale, site } = usePage();
  const ratingLabel = site.locales[locale]?.ratingLabel ?? 'Rated {rating} out of {max}';
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-white">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mx-auto max-w-2xl text-center">
          <div className="inline-flex items-center gap-1.5 rounded-full bg-sand px-4 py-1.5 text-sm font-semibold text-ocean ring-1 ring-sand-200">
            <span>{audiencePrefix}</span>
            <RotatingWords words={audience.words} intervalMs={audience.intervalMs} className="text-coral" />
          </div>
          <h2 id={titleId} className="mt-5 font-display text-3xl font-bold text-balance text-ocean sm:text-5xl">
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-ink/75">{intro}</p>}
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {items.map((item, i) => (
            <li key={i}>
              <figure className="flex h-full flex-col overflow-hidden rounded-3xl bg-sand shadow-sm ring-1 ring-ink/5">
                <LazyImage
                  src={item.image}
                  alt={item.alt}
                  width={imageWidth}
                  height={imageHeight}
                  className="aspect-[4/3] h-auto w-full object-cover md:aspect-[4/5]"
                />
                <div className="flex flex-1 flex-col p-6">
                  {item.rating !== undefined && <RatingStars rating={item.rating} label={ratingLabel} />}
                  <span aria-hidden="true" className="font-display text-5xl leading-none text-sun">
                    “
                  </span>
                  <blockquote className="-mt-2 flex-1 text-lg leading-relaxed text-ink">
                    <p>{item.quote}</p>
                  </blockquote>
                  <figcaption className="mt-5 border-t border-sand-200 pt-4">
                    <span className="block font-semibold text-ocean">{item.name}</span>
                    <span className="block text-sm text-ink/70">{item.place}</span>
                  </figcaption>
                </div>
              </figure>
            </li>
          ))}
        </ul>
        {links.length > 0 && (
          <nav aria-label={linksLabel} className="mt-12 flex flex-wrap items-center justify-center gap-3">
            {linksLabel && <span className="w-full text-center text-sm font-semibold text-ink/70 sm:w-auto">{linksLabel}</span>}
            {links.map((link) => (
              <a
                key={link.target}
                href={`#${link.target}`}
                className="inline-flex items-center gap-2 rounded-full border-2 border-ocean/15 px-5 py-2.5 font-semibold text-ocean transition-colors hover:border-ocean hover:bg-ocean hover:text-white"
              >
                {link.label}
                <span aria-hidden="true">↓</span>
              </a>
            ))}
          </nav>
        )}
      </div>
    </Section>
  );
}
