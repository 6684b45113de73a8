import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { devServerForFile } from './dev-server-harness';
import { until } from './until';

/**
 * `npm start` with a broken experiment file: before, the route served its page as if the file
 * were fine and the terminal said "variants valid"; the build refused the same file.
 */

const terminal: { errors: string[]; infos: string[] } = { errors: [], infos: [] };
const customLogger = {
  ...createLogger('silent'),
  error: (message: string) => void terminal.errors.push(message),
  info: (message: string) => void terminal.infos.push(message),
};
const experimentsDir = mkdtempSync(join(tmpdir(), 'landfall-dev-experiments-'));
process.env.LANDFALL_EXPERIMENTS_DIR = experimentsDir;
const { get } = devServerForFile({ port: 4317, customLogger });
afterAll(() => {
  delete process.env.LANDFALL_EXPERIMENTS_DIR;
  rmSync(experimentsDir, { recursive: true, force: true });
});

const experiment = (controlWeight: number) =>
  [
    '# yaml-language-server: $schema=../schemas/experiment.schema.json',
    'route: /base',
    'goal: founder-application',
    'arms:',
    `  - { name: control, variant: base, weight: ${controlWeight}, control: true }`,
    '  - { name: copy, variant: ab-copy, weight: 50 }',
    'minimumDetectableEffect: 0.2',
    'baselineRate: 0.03',
    '',
  ].join('\n');

describe('npm start with a broken experiment file', () => {
  it('prints its mistakes at file:line:col, stops its route with them, and serves the route again once mended', async () => {
    writeFileSync(join(experimentsDir, 'base-headline.yaml'), experiment(40));
    await until(() => terminal.errors.some((line) => line.includes('base-headline.yaml')));
    const printed = terminal.errors.find((line) => line.includes('base-headline.yaml'))!;
    expect(printed).toMatch(/base-headline\.yaml:\d+:\d+ .*weight/i);
    expect(printed).toContain('1 problem in experiments; /base shows its errors, every other route still renders.');

    const broken = await get('/base');
    expect(broken.status).toBe(500);
    expect(broken.html).toMatch(/base-headline\.yaml:\d+:\d+/);

    const infos = terminal.infos.length;
    writeFileSync(join(experimentsDir, 'base-headline.yaml'), experiment(50));
    await until(() => terminal.infos.slice(infos).some((line) => line.includes('variants valid')));
    const mended = await get('/base?variant=copy');
    expect(mended.status).toBe(200);
    expect(mended.html).toMatch(/<body[^>]* data-experiment="base-headline" data-arm="copy"/);
  });
});
