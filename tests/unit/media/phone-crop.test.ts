import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../engine/variants-dir';
import { FIRST_ROUND_TRIP_BYTES, phoneCrop, phoneCropServer, phoneCropsIn, writePhoneCrops } from '../../../scripts/media/phone-crop';

/** A 1600×900 JPEG: red on the left, green in the middle 800 pixels, blue on the right. */
async function threeBands(): Promise<Buffer> {
  const band = (r: number, g: number, b: number, width: number) =>
    sharp({ create: { width, height: 900, channels: 3, background: { r, g, b } } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([
      { input: await band(220, 0, 0, 400), left: 0, top: 0 },
      { input: await band(0, 200, 0, 800), left: 400, top: 0 },
      { input: await band(0, 0, 220, 400), left: 1200, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function colourAt(body: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

describe("the build's phone crop of a hero photo", () => {
  it('is the middle 3:4 of the photo at its full height: only what an upright phone shows of it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'phone-crop-'));
    writeFileSync(join(dir, 'bands.jpg'), await threeBands());
    const crop = await phoneCrop(join(dir, 'bands.jpg'));
    expect(crop.type).toBe('image/jpeg');
    const { width, height, format } = await sharp(crop.body).metadata();
    expect([width, height, format]).toEqual([675, 900, 'jpeg']);
    // Source columns 462–1136: green from edge to edge, none of the red or blue bands.
    for (const x of [2, 337, 672]) {
      const [r, g, b] = await colourAt(crop.body, x, 450);
      expect(g, `green at x=${x}`).toBeGreaterThan(150);
      expect(Math.max(r!, b!), `no red or blue at x=${x}`).toBeLessThan(60);
    }
  });

  it('costs a phone well under half the bytes of the photo it comes from', async () => {
    for (const name of ['city', 'subscription', 'trip']) {
      const file = join(repoRoot, 'public/media/heroes', `${name}.jpg`);
      const crop = await phoneCrop(file);
      expect(crop.body.length, name).toBeLessThan(statSync(file).size / 2);
    }
  });

  it("fits a slow phone's first round trip, even where quality 80 would not (was: /map's crop at 37 kB took a second round trip)", async () => {
    const map = await phoneCrop(join(repoRoot, 'public/media/heroes/map.jpg'));
    expect(map.body.length).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    expect((await sharp(map.body).metadata()).width).toBe(675);
    // A crop already small at quality 80 keeps it: its bytes are the quality-80 encoding's.
    const trip = await phoneCrop(join(repoRoot, 'public/media/heroes/trip.jpg'));
    expect(trip.body.length).toBeGreaterThan(15_000);
  });

  it('is written for each crop address the pages name, and only those', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'phone-public-'));
    mkdirSync(join(publicDir, 'media'));
    writeFileSync(join(publicDir, 'media/bands.jpg'), await threeBands());
    const pages = [
      {
        blocks: [
          { type: 'hero', image: { src: '/media/bands.jpg', phone: { src: '/_phone/media/bands.jpg' } } },
          { type: 'faq', items: ['/_phonebook'] },
        ],
      },
    ];
    const addresses = phoneCropsIn(pages);
    expect([...addresses]).toEqual(['/_phone/media/bands.jpg']);
    const outDir = mkdtempSync(join(tmpdir(), 'phone-out-'));
    await writePhoneCrops(publicDir, outDir, addresses);
    expect((await sharp(readFileSync(join(outDir, '_phone/media/bands.jpg'))).metadata()).width).toBe(675);
  });

  it('in npm start, is made again when the photo changes, and is nothing for an address that is no crop', async () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'phone-dev-'));
    mkdirSync(join(publicDir, 'media'));
    const file = join(publicDir, 'media/hero.jpg');
    writeFileSync(file, await threeBands());
    const serve = phoneCropServer(publicDir);
    expect(await serve('/media/hero.jpg')).toBeUndefined();
    expect(await serve('/_phone/media/missing.jpg')).toBeUndefined();
    expect((await colourAt((await serve('/_phone/media/hero.jpg'))!.body, 337, 450))[1]).toBeGreaterThan(150);
    writeFileSync(
      file,
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 0, g: 0, b: 220 } } })
        .jpeg()
        .toBuffer(),
    );
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const [r, g, b] = await colourAt((await serve('/_phone/media/hero.jpg'))!.body, 337, 450);
    expect([r! < 60, g! < 60, b! > 150]).toEqual([true, true, true]);
  });
});
