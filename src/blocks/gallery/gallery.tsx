import type { GalleryProps } from './schema';

/**
 * Construction photos: 4:3 tiles on phones, 16:9 from the 768px breakpoint up (md), cropped
 * with object-cover. Every image is lazy and carries its size, so nothing shifts as they load.
 */
export function Gallery({ anchor, eyebrow, heading, intro, photos, width, height }: GalleryProps) {
  const titleId = `${anchor}-title`;
  return (
    <section id={anchor} aria-labelledby={titleId} className="scroll-mt-6 bg-ocean py-20 text-white sm:py-28">
      <div className="mx-auto max-w-6xl px-5">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-300">{eyebrow}</p>}
          <h2 id={titleId} className="mt-3 font-display text-3xl font-bold text-balance sm:text-5xl">
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-white/80">{intro}</p>}
        </div>
        <ul className="mt-12 grid gap-4 sm:gap-5 md:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, i) => (
            <li key={i} className="group relative overflow-hidden rounded-2xl bg-ocean-700 shadow-lg shadow-black/20 ring-1 ring-white/10">
              <img
                src={photo.src}
                alt={photo.alt}
                width={width}
                height={height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition duration-500 group-hover:scale-105 md:aspect-video"
              />
              {photo.caption && (
                <p className="absolute bottom-3 left-3 rounded-full bg-ink/75 px-3 py-1 text-sm font-semibold text-white backdrop-blur-sm">
                  {photo.caption}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
