import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../scripts/build-site';
import { parseManifest } from '../../../src/experiments/manifest';
import { repoRoot, tempDir } from '../engine/variants-dir';

/** One real build of the site, with experiments/home-headline.yaml splitting / between home and home-sumba. */
const outDir = tempDir('experiments-dist');
let result: BuildResult;
beforeAll(async () => {
  result = await buildSite({ root: repoRoot, outDir, quiet: true });
}, 180_000);

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const bodyTag = (html: string) => /<body[^>]*>/.exec(html)?.[0] ?? '';

describe('the build of a site with an experiment', () => {
  it('writes _experiments.json for the router and the studio: arms with their built files, the sample sizing, and the parameters per route', () => {
    expect(result.messages).toEqual([]);
    const manifest = parseManifest(JSON.parse(read('_experiments.json')));
    expect(manifest).toEqual({
      version: 1,
      experiments: [
        {
          id: 'home-headline',
          route: '/',
          goal: 'founder-application',
          control: 'control',
          start: '2026-12-01',
          end: '2027-01-31',
          arms: [
            { name: 'control', weight: 50, file: '/index.html' },
            { name: 'sumba', weight: 50, file: '/home-sumba.html' },
          ],
          minimumDetectableEffect: 0.2,
          baselineRate: 0.03,
        },
      ],
      params: { '/': { utm_term: 60 }, '/home-sumba': { utm_term: 60 } },
    });
  });

  it('marks every page of the experiment with its id and arm, for the conversions it leads to', () => {
    expect(bodyTag(read('index.html'))).toMatch(/ data-experiment="home-headline" data-arm="control"/);
    expect(bodyTag(read('home-sumba.html'))).toMatch(/ data-experiment="home-headline" data-arm="sumba"/);
    expect(bodyTag(read('mansion.html'))).not.toContain('data-experiment');
  });

  it('keeps the arm out of search engines: noindex, canonical at the experiment route, not in the sitemap', () => {
    const arm = read('home-sumba.html');
    expect(arm).toContain('<meta name="robots" content="noindex">');
    expect(arm).toContain('<link rel="canonical" href="https://landfall.example/">');
    expect(arm).toContain('<meta property="og:url" content="https://landfall.example/">');
    const control = read('index.html');
    expect(control).not.toContain('noindex');
    expect(control).toContain('<link rel="canonical" href="https://landfall.example/">');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://landfall.example/</loc>');
    expect(sitemap).not.toContain('home-sumba');
  });

  it("renders the arm's personalised headline as the span the router fills, with the default showing", () => {
    const arm = read('home-sumba.html');
    expect(arm).toContain('<span data-param="utm_term" data-max="60">Own land in Sumba</span>: become 1 of <strong>100</strong> Land Ambassadors');
    expect(arm).not.toContain('{param:');
    expect(read('index.html')).not.toContain('data-param');
  });
});
