import { useId } from 'react';
import { ButtonRow } from '../../ui/action-button';
import { IconCard } from '../../ui/icon-card';
import type { AmenitiesProps } from './schema';

/** Target audience and what members get on site: one icon card per amenity. */
export function Amenities({ anchor, eyebrow, heading, intro, items, buttons }: AmenitiesProps) {
  const headingId = useId();
  return (
    <section id={anchor} aria-labelledby={headingId} className="scroll-mt-6 bg-sand py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <header className="mx-auto max-w-3xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-coral">{eyebrow}</p>}
          <h2 id={headingId} className="mt-3 font-display text-4xl font-bold text-ocean sm:text-5xl">{heading}</h2>
          {intro && <p className="mt-5 text-lg leading-relaxed text-ink/75">{intro}</p>}
        </header>
        {/* Flex rather than grid so an odd last row (7 cards) sits centred. */}
        <ul className="mt-14 flex flex-wrap justify-center gap-6">
          {items.map((item, i) => (
            <li key={i} className="w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] xl:w-[calc((100%-4.5rem)/4)]">
              <IconCard icon={item.icon} title={item.title} text={item.description} />
            </li>
          ))}
        </ul>
        {buttons.length > 0 && <ButtonRow buttons={buttons} className="mt-12" />}
      </div>
    </section>
  );
}
