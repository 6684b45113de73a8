import { describe, expect, it } from 'vitest';
import { experimentFor, phaseOf } from '../../../src/edge/schedule.ts';
import type { ManifestExperiment } from '../../../src/experiments/manifest.ts';

/** Which experiment decides a route, and whether it splits traffic, on a given day (UTC, dates inclusive). */
const experiment = (id: string, dates: { start?: string; end?: string; winner?: string } = {}): ManifestExperiment => ({
  id,
  route: '/',
  goal: 'founder-application',
  control: 'control',
  arms: [
    { name: 'control', weight: 50, file: '/index.html' },
    { name: 'sumba', weight: 50, file: '/home-sumba.html' },
  ],
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
  ...dates,
});

const at = (iso: string) => new Date(iso);

describe('phaseOf', () => {
  it('runs from 00:00 UTC of the start day through 24:00 UTC of the end day', () => {
    const test = experiment('a', { start: '2026-12-01', end: '2027-01-31' });
    expect(phaseOf(test, at('2026-12-01T00:00:00Z'))).toEqual({ kind: 'running' });
    expect(phaseOf(test, at('2027-01-31T23:59:59Z'))).toEqual({ kind: 'running' });
    expect(phaseOf(test, at('2026-11-30T23:59:59Z'))).toEqual({ kind: 'settled', arm: test.arms[0] });
    expect(phaseOf(test, at('2027-02-01T00:00:00Z'))).toEqual({ kind: 'settled', arm: test.arms[0] });
  });

  it('serves a named winner to everyone, whatever the dates', () => {
    const test = experiment('a', { start: '2026-12-01', winner: 'sumba' });
    expect(phaseOf(test, at('2026-12-15T12:00:00Z'))).toEqual({ kind: 'settled', arm: test.arms[1] });
  });
});

describe('experimentFor (kills the mutants Stryker found alive: no test called it directly)', () => {
  const november = experiment('november', { start: '2026-11-01', end: '2026-11-30' });
  const december = experiment('december', { start: '2026-12-01', end: '2026-12-31' });
  const february = experiment('february', { start: '2027-02-01', end: '2027-02-28' });

  it('picks the one running today', () => {
    expect(experimentFor([november, december, february], at('2026-12-10T12:00:00Z'))?.id).toBe('december');
  });

  it('picks the one running today even when it has no end date and one before it ended', () => {
    const open = experiment('open', { start: '2026-12-01' });
    expect(experimentFor([november, open], at('2026-12-10T12:00:00Z'))?.id).toBe('open');
  });

  it('between tests, the one that ended last, in whatever order they are listed', () => {
    expect(experimentFor([december, november, february], at('2027-01-15T12:00:00Z'))?.id).toBe('december');
    expect(experimentFor([november, december, february], at('2027-01-15T12:00:00Z'))?.id).toBe('december');
    const october = experiment('october', { start: '2026-10-01', end: '2026-10-31' });
    expect(experimentFor([december, october, november], at('2027-01-15T12:00:00Z'))?.id).toBe('december');
  });

  it('before any began, the first listed', () => {
    expect(experimentFor([february, december], at('2026-10-01T12:00:00Z'))?.id).toBe('february');
    expect(experimentFor([], at('2026-10-01T12:00:00Z'))).toBeUndefined();
  });
});
