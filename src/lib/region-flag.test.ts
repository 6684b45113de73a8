import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flagRegionsFile, flagRegionsSource, serveFlags } from '../../scripts/flags';
import { flagSrc, regionName } from './region-flag';
import { flagRegionSchema, retiredFlagKey } from './region-flag-schema';

const root = join(import.meta.dirname, '../..');
const messageOf = (region: string) =>
  flagRegionSchema
    .safeParse(region)
    .error?.issues.map((i) => i.message)
    .join('\n');

describe('region flags', () => {
  it('knows exactly the flags the installed flag-icons draws (run npx tsx scripts/flags.ts after an upgrade)', () => {
    expect(readFileSync(join(root, flagRegionsFile), 'utf8')).toBe(flagRegionsSource());
  });

  it('points at a flag file for known regions only, and names regions in the page language', () => {
    expect(flagSrc('ID')).toBe('/flags/4x3/id.svg');
    expect(flagSrc('TA')).toBe('/flags/4x3/sh-ta.svg');
    expect(flagSrc('ZZ')).toBeUndefined();
    expect(flagSrc('XX')).toBeUndefined();
    expect(regionName('MX', 'es')).toBe('México');
  });
});

describe('flagRegionSchema (what an author reads)', () => {
  it('accepts a region code that has a flag', () => {
    expect(flagRegionSchema.safeParse('BR').success).toBe(true);
  });

  it('rejects a code without a flag and says what to write', () => {
    expect(messageOf('ZZ')).toBe('No country flag for "ZZ": use an ISO 3166 alpha-2 code in capitals, like "BR".');
  });

  it('suggests the code an author probably meant', () => {
    expect(messageOf('UK')).toMatch(/Did you mean "GB" \(United Kingdom\)\?$/);
    expect(messageOf('br')).toMatch(/Did you mean "BR" \(Brazil\)\?$/);
    expect(messageOf('Brasil')).toMatch(/Did you mean "BR" \(Brazil\)\?$/);
    // Too short to guess from: no wrong suggestion ("Cuba").
    expect(messageOf('USA')).not.toMatch(/Did you mean/);
  });

  it('turns a flag emoji into the code to write', () => {
    expect(messageOf('🇮🇩')).toMatch(/^Write the region code "ID", not the flag emoji/);
  });

  it('tells an author who still writes flag: what replaced it', () => {
    const key = retiredFlagKey('the card then shows a globe');
    expect(key.safeParse(undefined).success).toBe(true);
    expect(key.safeParse('🇧🇷').error?.issues[0]?.message).toMatch(/write region: BR instead$/);
    expect(key.safeParse('🌍').error?.issues[0]?.message).toMatch(/remove it \(the card then shows a globe\)$/);
  });
});

describe('flags in the dev server', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) =>
      serveFlags(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it('serves every flag a page names as an SVG, and nothing outside the flags folder', async () => {
    for (const region of ['BR', 'AC']) {
      const response = await fetch(`${base}${flagSrc(region)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${base}/flags/4x3/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${base}/flags/4x3/zz.svg`)).status).toBe(404);
  });
});
