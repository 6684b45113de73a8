import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PHONE_ASPECT, PHONE_CROP_PREFIX, sourceOfPhoneCrop } from '../../src/blocks/hero/phone-image';

/** What a phone on Lighthouse's slow 4G receives in its first round trip, with room for headers. */
export const FIRST_ROUND_TRIP_BYTES = 28_000;
const QUALITIES = [80, 74, 68, 62, 56];

export interface PhoneCrop {
  body: Buffer;
  type: string;
}

/**
 * The middle 3:4 of a landscape picture at its full height, in its own format: what a phone held
 * upright shows of a cover-fitted hero (src/blocks/hero/phone-image.ts). JPEG goes through mozjpeg
 * at quality 80, or less where that is needed to fit FIRST_ROUND_TRIP_BYTES (quality 56 at the
 * least); the middle of a 1600×900 hero comes out at 13–28 kB where the file was 40–90 kB.
 */
export async function phoneCrop(file: string): Promise<PhoneCrop> {
  // Loaded on the first crop, not with the module: vite.config.ts imports the dev plugin, so every
  // Vite, vitest and Storybook start would otherwise load sharp's native library for nothing.
  const { default: sharp } = await import('sharp');
  const image = sharp(file);
  const { width, height, format } = await image.metadata();
  const cropWidth = Math.min(width, Math.round(height * PHONE_ASPECT));
  const middle = image.extract({ left: Math.floor((width - cropWidth) / 2), top: 0, width: cropWidth, height });
  if (format === 'png') return { body: await middle.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png' };
  if (format !== 'webp' && format !== 'jpeg') throw new Error(`${file}: a phone crop needs a JPEG, PNG or WebP file, and this one is ${format}`);
  // Quality 80, lowered in steps until the crop fits a slow phone's first round trip (about 30 kB
  // at 1.6 Mbit/s and 150 ms): one byte over costs a whole round trip before the largest paint.
  let body: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    const encoder = middle.clone();
    body = await (format === 'webp' ? encoder.webp({ quality }) : encoder.jpeg({ quality, mozjpeg: true })).toBuffer();
    if (body.length <= FIRST_ROUND_TRIP_BYTES) break;
  }
  return { body, type: format === 'webp' ? 'image/webp' : 'image/jpeg' };
}

/** Every crop address a page's data names (the heroes' prepared `phone.src`). */
export function phoneCropsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(`${PHONE_CROP_PREFIX}/`)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) phoneCropsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) phoneCropsIn(item, found);
  }
  return found;
}

/** Writes the crop of each address into outDir, from the picture under publicDir. */
export async function writePhoneCrops(publicDir: string, outDir: string, addresses: Iterable<string>): Promise<void> {
  for (const address of addresses) {
    const src = sourceOfPhoneCrop(address);
    if (!src) throw new Error(`${address} is not a phone crop address`);
    const { body } = await phoneCrop(join(publicDir, src));
    const path = join(outDir, address);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, body);
  }
}

/**
 * `npm start`'s answer for a crop address: made from public/ on the first request and kept until
 * the picture changes, so the page a marketer previews fetches what the build will write.
 */
export function phoneCropServer(publicDir: string): (pathname: string) => Promise<PhoneCrop | undefined> {
  const made = new Map<string, { mtimeMs: number; crop: Promise<PhoneCrop> }>();
  return async (pathname) => {
    const src = sourceOfPhoneCrop(pathname);
    const file = src && join(publicDir, src);
    if (!file || !existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    let entry = made.get(file);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, crop: phoneCrop(file) };
      made.set(file, entry);
    }
    return entry.crop;
  };
}
