import type { z } from 'zod';
import type { gallerySchema } from './schema';

type Input = z.input<typeof gallerySchema>;

const photos = [1, 2, 3, 4, 5, 6].map((n) => ({
  src: `/media/gallery/construction-${n}.jpg`,
  alt: `Construction progress at the Sumba site, photo ${n}`,
  caption: `Week ${n * 4}`,
}));

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  sixPhotos: {
    eyebrow: 'Sumba, Indonesia',
    heading: 'Construction Progress',
    intro: 'Our first location is taking shape. Here is the latest from the site.',
    photos,
  },
  spanish: {
    heading: 'Progreso de la Construcción',
    photos: photos.slice(0, 3).map((p, i) => ({ ...p, alt: `Obras en el terreno de Sumba, foto ${i + 1}` })),
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'photo without alt text', data: { heading: 'G', photos: [{ src: '/media/gallery/construction-1.jpg', alt: '' }] }, message: /Describe the photo/ },
  { name: 'photo path outside public', data: { heading: 'G', photos: [{ src: 'construction-1.jpg', alt: 'A' }] }, message: /media path under public/ },
  { name: 'no photos', data: { heading: 'G', photos: [] }, message: />=1 items/ },
];
