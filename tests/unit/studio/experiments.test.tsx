// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseManifest } from '../../../src/experiments/manifest';
import { experimentResult } from '../../../src/experiments/results';
import { ExperimentFigures, ExperimentHeader } from '../../../src/studio/experiments/experiment-card';
import { balancedCounts, earlyCounts, homeHeadline, mismatchedCounts, threeArms } from '../../../src/studio/experiments/fixtures';
import { parseCounts, planOf, statusOf } from '../../../src/studio/experiments/plan';

/** The studio's figures are `npm run experiments`' figures: same plan, same code, drawn. */
describe('an experiment in the studio', () => {
  afterEach(cleanup);

  it("rebuilds the experiment file's plan from the built manifest", () => {
    expect(planOf(parseManifest({ version: 1, experiments: [homeHeadline], params: {} }).experiments[0]!)).toEqual({
      id: 'home-headline',
      route: '/',
      goal: 'founder-application',
      arms: [
        { name: 'control', weight: 50, control: true },
        { name: 'sumba', weight: 50, control: false },
      ],
      start: '2026-11-01',
      end: '2027-01-31',
      minimumDetectableEffect: 0.2,
      baselineRate: 0.03,
    });
  });

  it('tells not started, running, ended and winner apart by UTC day, both dates included', () => {
    expect(statusOf(homeHeadline, '2026-10-31').kind).toBe('not-started');
    expect(statusOf(homeHeadline, '2026-11-01').kind).toBe('running');
    expect(statusOf(homeHeadline, '2027-01-31').kind).toBe('running');
    expect(statusOf(homeHeadline, '2027-02-01').kind).toBe('ended');
    expect(statusOf({ ...homeHeadline, winner: 'sumba' }, '2026-12-01')).toEqual({ kind: 'winner', arm: 'sumba' });
    render(<ExperimentHeader experiment={{ ...homeHeadline, winner: 'sumba' }} status={{ kind: 'winner', arm: 'sumba' }} />);
    expect(screen.getByText('Winner: sumba')).toBeTruthy();
  });

  it('refuses counts that are not the database’s rows', () => {
    expect(() => parseCounts([{ arm: 'control', views: '12', visitors: 1, conversions: 0 }])).toThrow();
  });

  it('shows each arm with rate, interval, P(beat control), p-value and the sample still needed', () => {
    const result = experimentResult(planOf(homeHeadline), balancedCounts);
    render(<ExperimentFigures result={result} />);
    const sumba = within(screen.getByRole('table')).getByRole('rowheader', { name: 'sumba' }).closest('tr')!;
    const cells = [...sumba.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 3)).toEqual(['14,102', '511', '3.6%']);
    expect(cells[3]).toBe('3.3% – 3.9%');
    const figures = result.arms[1]!;
    expect([figures.probabilityToBeatControl, figures.pValue]).toEqual([expect.closeTo(0.9997, 4), expect.closeTo(0.0006, 4)]);
    expect(cells[4]).toBe('> 99.9%');
    expect(cells[5]).toBe('< 0.001');
    // The always-valid p-value, safe to read every day, and what it means in words.
    expect(figures.safePValue).toBeLessThan(0.05);
    expect(cells[6]).toBe(figures.safePValue < 0.001 ? '< 0.001' : figures.safePValue.toFixed(3));
    expect(cells[7]).toBe('Reached');
    expect(
      within(screen.getByRole('list', { name: 'May home-headline stop now?' })).getByText(/^You may stop now: sumba converts better than the control/),
    ).toBeTruthy();
    expect(screen.queryByTestId('srm-warning')).toBeNull();
    // The intervals are drawn, not only listed: the chart names each arm's interval.
    expect(screen.getByRole('img', { name: /sumba: 3\.6%, 95% interval 3\.3% to 3\.9%/ })).toBeTruthy();
  });

  it('says how many visitors an arm still needs before the sample is reached', () => {
    const result = experimentResult(planOf(threeArms), earlyCounts);
    render(<ExperimentFigures result={result} />);
    const control = within(screen.getByRole('table'))
      .getByRole('rowheader', { name: /control/ })
      .closest('tr')!;
    expect(control.textContent).toContain(`${(result.samplePerArm - 312).toLocaleString('en-US')} more needed`);
  });

  it('puts a sample-ratio mismatch first, with the counts that show it', () => {
    render(<ExperimentFigures result={experimentResult(planOf(homeHeadline), mismatchedCounts)} />);
    const warning = screen.getByTestId('srm-warning');
    expect(warning.textContent).toContain('Sample ratio mismatch');
    expect(warning.textContent).toContain('control 5,500, sumba 4,500');
    expect(warning.textContent).toContain('50/50');
    expect(warning.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
