import { useId } from 'react';
import { ButtonRow } from '../../../ui/action-button';
import { IconCard } from '../../../ui/icon-card';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import type { AmenitiesProps } from './schema';

/** Target audience and what members get on site: one icon card per amenity. */
export function Amenities({ anchor, eyebrow, heading, intro, items, buttons }: AmenitiesProps) {
  const headingId = useId();
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-sand">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading id={headingId} size="lg" eyebrow={eyebrow} heading={heading} intro={intro} />
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
    </Section>
  );
}
