import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { devServerForFile, schemaHeader as header } from './dev-server-harness';

const { variantsDir, get, fetchPath } = devServerForFile({ port: 5391 });

describe('npm start (dev server)', () => {
  it('shows a new, edited, broken and deleted variant without a restart', async () => {
    const file = join(variantsDir, 'live.yaml');
    expect((await get('/base')).status).toBe(200);

    writeFileSync(file, `${header}\nextends: base\nroute: /live\noverrides:\n  terms: { title: First draft }\n`);
    let page = await get('/live');
    expect(page.status).toBe(200);
    expect(page.html).toContain('First draft');
    expect(page.html).toContain('/@vite/client');

    writeFileSync(file, `${header}\nextends: base\nroute: /live\noverrides:\n  terms: { title: Second draft }\n`);
    expect((await get('/live')).html).toContain('Second draft');

    writeFileSync(file, `${header}\nextends: base\nroute: /live\nlocale: fr\n`);
    page = await get('/live');
    expect(page.status).toBe(500);
    expect(page.html).toContain('variants/live.yaml:4:9 locale: Expected "en" or "es", got "fr"');
    expect(page.html).toContain('ErrorOverlay');

    rmSync(file);
    expect((await get('/base')).status).toBe(200);
    expect((await get('/live')).status).not.toBe(200);
  });

  it("serves a hero's phone picture as the build writes it, and nothing for an address that is no picture", async () => {
    const crop = await fetchPath('/_phone/media/heroes/subscription.jpg');
    expect(crop.status).toBe(200);
    expect(crop.headers.get('content-type')).toBe('image/jpeg');
    const { width, height } = await sharp(Buffer.from(await crop.arrayBuffer())).metadata();
    expect([width, height]).toEqual([675, 900]);
    expect((await fetchPath('/_phone/media/heroes/no-such-hero.jpg')).headers.get('content-type')).not.toBe('image/jpeg');
    expect((await fetchPath('/_phone/favicon.svg')).status).toBe(404);
  });
});
