import { LazyImage } from '../../ui/lazy-image';
import { Section } from '../../ui/section';
import { SectionHeading } from '../../ui/section-heading';
import type { GalleryProps } from './schema';

/**
 * Construction photos: 4:3 tiles on phones, 16:9 from the 768px breakpoint up (md), cropped
 * with object-cover. Every image is lazy and carries its size, so nothing shifts as they load.
 */
export function Gallery({ anchor, eyebrow, heading, intro, photos, width, height }: GalleryProps) {
  const titleId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={titleId} className="bg-ocean text-white">
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading id={titleId} tone="dark" eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-4 sm:gap-5 md:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={i} className="group relative overflow-hidden rounded-2xl bg-ocean-700 shadow-lg shadow-black/20 ring-1 ring-white/10">
              <LazyImage
                src={photo.src}
                alt={photo.alt}
                width={width}
                height={height}
                className="aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105 md:aspect-video"
              />
              {photo.caption && (
                <p className="absolute bottom-3 left-3 rounded-full bg-ink/75 px-3 py-1 text-sm font-semibold text-white backdrop-blur-sm">{photo.caption}</p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
