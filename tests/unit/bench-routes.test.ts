import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages } from '../../scripts/bench/routes';

describe('npm run bench:pages: the pages it measures', () => {
  it("measures every page of a build, and not the marketers' area (was: it reached /studio/, Lighthouse found no paint and the whole bench stopped)", () => {
    const dist = mkdtempSync(join(tmpdir(), 'bench-routes-'));
    for (const file of ['index.html', '404.html', 'trip.html', 'es/index.html', 'studio/index.html', 'assets/x.html', 'media/y.html']) {
      mkdirSync(join(dist, file, '..'), { recursive: true });
      writeFileSync(join(dist, file), '<!doctype html>');
    }
    expect(builtPages(dist)).toEqual([
      { route: '*', path: '/404' },
      { route: '/es', path: '/es/' },
      { route: '/', path: '/' },
      { route: '/trip', path: '/trip' },
    ]);
  });
});
