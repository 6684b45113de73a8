// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { experimentResult } from '../../../src/experiments/results';
import { BanditWeightsView, cadence } from '../../../src/studio/experiments/bandit-weights';
import { ExperimentSection } from '../../../src/studio/experiments/ExperimentsPage';
import { BANDIT_NOW, banditCounts, banditHistory, homeBandit } from '../../../src/studio/experiments/fixtures';
import { planOf } from '../../../src/studio/experiments/plan';

const bandit = homeBandit.bandit!;
const loaded = { data: banditHistory, error: null, isPending: false, retry: () => {} };

/** A marketer sees where a bandit sent its visitors, and where it sends them now. */
describe("a bandit's traffic shares", () => {
  afterEach(cleanup);

  it('names the newest shares, largest first, with when they were recorded and the rules they follow', () => {
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={loaded} now={BANDIT_NOW} />);
    expect(screen.getByRole('heading', { name: 'Traffic shares over time' })).toBeTruthy();
    expect(screen.getByTestId('bandit-summary').textContent).toBe(
      'Now: sumba 89%, control 5.6%, bali 5%, recorded Nov 26, 12:10 UTC; reweighed every 6 hours, each arm keeps at least 5%.',
    );
    expect(screen.getByText(/Worked out from 31,025 visitors and 1,188 conversions/)).toBeTruthy();
  });

  it('reaches every recorded point from one tab stop with the arrow keys, each announced with its time and shares', () => {
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={loaded} now={BANDIT_NOW} />);
    const points = screen.getAllByRole('img');
    expect(points).toHaveLength(banditHistory.length);
    expect(points.filter((point) => point.getAttribute('tabindex') === '0')).toEqual([points.at(-1)]);
    expect(points.at(-1)!.getAttribute('aria-label')).toBe('Nov 26, 12:10 UTC: control 5.6%, sumba 89%, bali 5%');
    points.at(-1)!.focus();
    fireEvent.keyDown(points.at(-1)!, { key: 'Home' });
    expect(document.activeElement).toBe(points[0]);
    expect(points[0]!.getAttribute('aria-label')).toBe('Oct 27, 18:05 UTC: control 33%, sumba 33%, bali 33%');
    fireEvent.keyDown(points[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(points[1]);
    expect(within(screen.getByRole('status')).getByText('Oct 28, 00:', { exact: false })).toBeTruthy();
  });

  it('lists every recomputation in a table, newest first', () => {
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={loaded} now={BANDIT_NOW} />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true });
    expect(rows).toHaveLength(banditHistory.length + 1);
    expect([...rows[1]!.children].map((cell) => cell.textContent)).toEqual(['Nov 26, 12:10 UTC', '5.6%', '89%', '5%', '31,025', '1,188']);
  });

  it('says why there is nothing to draw before the first visitor, and how traffic is split meanwhile', () => {
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={{ ...loaded, data: [] }} now={BANDIT_NOW} />);
    expect(screen.getByText('No weights recorded yet: the router records the first when the first visitor arrives.')).toBeTruthy();
    expect(screen.getByText('Until then it splits traffic as the file says: control 34%, sumba 33%, bali 33%.')).toBeTruthy();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows a placeholder while loading, and the backend’s refusal with a way to try again', () => {
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={{ error: null, isPending: true, retry: () => {} }} now={BANDIT_NOW} />);
    expect(screen.getByRole('status', { name: 'Loading the traffic shares of home-bandit' })).toBeTruthy();
    cleanup();
    const retry = vi.fn();
    const error = new Error('permission denied for function studio_bandit_history');
    render(<BanditWeightsView experiment={homeBandit} bandit={bandit} history={{ error, isPending: false, retry }} now={BANDIT_NOW} />);
    expect(screen.getByRole('alert').textContent).toContain('permission denied for function studio_bandit_history');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('words the cadence as a marketer would', () => {
    expect([1, 6, 24, 48].map(cadence)).toEqual(['every hour', 'every 6 hours', 'every day', 'every 2 days']);
  });

  it("sits in the bandit's card, above its figures, whose split is not flagged as a mismatch", () => {
    render(
      <ExperimentSection
        experiment={homeBandit}
        today="2026-11-26"
        counts={{ data: banditCounts, error: null, isPending: false, retry: () => {} }}
        weights={<BanditWeightsView experiment={homeBandit} bandit={bandit} history={loaded} now={BANDIT_NOW} />}
      />,
    );
    const card = screen.getByRole('region', { name: 'Experiment home-bandit' });
    const shares = within(card).getByRole('region', { name: 'Traffic shares over time' });
    expect(shares.compareDocumentPosition(within(card).getByRole('table', { name: 'Arms of home-bandit' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(experimentResult(planOf(homeBandit), banditCounts).sampleRatio.mismatch).toBe(false);
    expect(screen.queryByTestId('srm-warning')).toBeNull();
  });
});
