// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { breaches, guardrailWarning, type MetricInputs, metricResults } from '../../../src/experiments/metrics';
import { ExperimentSection } from '../../../src/studio/experiments/ExperimentsPage';
import { balancedCounts, breachedInputs, calmInputs, guardedHeadline, noMetricInputs } from '../../../src/studio/experiments/fixtures';
import { type MetricsState, MetricsPanelView } from '../../../src/studio/experiments/metrics-panel';
import { planOf } from '../../../src/studio/experiments/plan';

const TODAY = '2026-11-26';
const loaded = (data: MetricInputs): MetricsState => ({ data, error: null, isPending: false, retry: () => {} });
const counts = { data: balancedCounts, error: null, isPending: false, retry: () => {} };

function card(metrics: MetricsState) {
  render(<ExperimentSection experiment={guardedHeadline} today={TODAY} counts={counts} metrics={metrics} />);
  return screen.getByRole('region', { name: 'Experiment home-offer' });
}

const cellsOf = (table: HTMLElement, arm: string | RegExp) =>
  [...within(table).getByRole('rowheader', { name: arm }).closest('tr')!.querySelectorAll('td')].map((td) => td.textContent);

/** Issue 29, point 3: a marketer sees what else an arm moves, and is stopped by a guardrail it breaks. */
describe("an experiment's secondary goals and guardrails in the studio", () => {
  afterEach(() => {
    cleanup();
  });

  it('says a breached guardrail at the top of the card, in the words the CLI prints, one line per breach', () => {
    const region = card(loaded(breachedInputs));
    const warning = within(region).getByRole('region', { name: 'Check before you pick a winner: a guardrail is worse in home-offer' });
    const flagged = metricResults(planOf(guardedHeadline), breachedInputs).flatMap((result) => breaches(result).map((arm) => guardrailWarning(result, arm)));
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(flagged);
    expect(flagged).toEqual([
      'Guardrail: sumba is worse than the control on paid amount per visitor (USD 1.63 a visitor against USD 2.20 a visitor, always-valid p 0.038). Look into it before declaring sumba the winner.',
    ]);
    const primary = within(region).getByRole('table', { name: 'Arms of home-offer' });
    expect(warning.compareDocumentPosition(primary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lists each watched metric under the primary figures, named with its role', () => {
    const region = card(loaded(breachedInputs));
    const section = within(region).getByRole('region', { name: 'Secondary goals and guardrails of home-offer' });
    const primary = within(region).getByRole('table', { name: 'Arms of home-offer' });
    expect(primary.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Early-access sign-ups, Secondary goal', 'Payments, Guardrail', 'Paid amount per visitor (USD), Guardrail']);
  });

  it('shows per arm the count, the figure with its interval, the difference, the safe p and a verdict', () => {
    card(loaded(breachedInputs));
    const signups = screen.getByRole('table', { name: 'Early-access sign-ups per arm of home-offer' });
    expect(cellsOf(signups, 'sumba')).toEqual(['14,102', '1,150', '8.2%', '7.7% – 8.6%', '+1.26 pp', '0.002', 'Better']);
    expect(cellsOf(signups, /control/)).toEqual(['14,210', '980', '6.9%', '6.5% – 7.3%', '–', '–', '–']);
    const payments = screen.getByRole('table', { name: 'Payments per arm of home-offer' });
    expect(cellsOf(payments, 'sumba').slice(4)).toEqual(['−0.10 pp', '1.000', 'Not told apart yet']);
    const amount = screen.getByRole('table', { name: 'Paid amount per visitor (USD) per arm of home-offer' });
    expect(
      within(amount)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Arm', 'Visitors', 'Payers', 'Per visitor', '95% interval', 'Vs control', 'Safe p', 'Verdict']);
    expect(cellsOf(amount, 'sumba')).toEqual(['14,102', '284', 'USD 1.63', 'USD 1.42 – USD 1.85', '−USD 0.56', '0.038', 'Worse']);
    // The breached row stands out in its table and in the phone's list; no other row does.
    expect(within(amount).getByRole('rowheader', { name: 'sumba' }).closest('tr')!.dataset.breach).toBe('true');
    expect(document.querySelectorAll('tr[data-breach]')).toHaveLength(1);
    const phone = screen.getByRole('list', { name: 'Paid amount per visitor (USD) per arm of home-offer' });
    const flagged = [...phone.querySelectorAll('li[data-breach]')];
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.textContent).toMatch(/^sumbaUSD 1\.63.*Vs control−USD 0\.56Safe p0\.038VerdictWorse$/);
  });

  it('flags nothing while no guardrail is worse with confidence', () => {
    card(loaded(calmInputs));
    expect(screen.queryByTestId('guardrail-warning')).toBeNull();
    expect(document.querySelectorAll('[data-breach]')).toHaveLength(0);
    const verdicts = screen.getAllByRole('table', { name: /per arm of home-offer/ }).map((table) => cellsOf(table, 'sumba').at(-1));
    expect(verdicts).toEqual(['Not told apart yet', 'Not told apart yet', 'Not told apart yet']);
  });

  it('says there is nothing to read before the first visitor', () => {
    render(<MetricsPanelView experiment={guardedHeadline} metrics={loaded(noMetricInputs)} />);
    expect(screen.getByText('No visitors yet')).toBeTruthy();
    expect(screen.getByText(/Watching early-access sign-ups, payments, and paid amount per visitor: /)).toBeTruthy();
    expect(screen.queryAllByRole('table')).toHaveLength(0);
  });

  it('shows a placeholder while loading, and the backend’s refusal with a way to try again', () => {
    render(<MetricsPanelView experiment={guardedHeadline} metrics={{ error: null, isPending: true, retry: () => {} }} />);
    expect(screen.getByRole('status', { name: 'Loading the secondary goals and guardrails of home-offer' })).toBeTruthy();
    cleanup();
    const retry = vi.fn();
    const error = new Error('permission denied for function studio_experiment_amounts');
    render(<ExperimentSection experiment={guardedHeadline} today={TODAY} counts={counts} metrics={{ error, isPending: false, retry }} />);
    const section = screen.getByRole('region', { name: 'Secondary goals and guardrails of home-offer' });
    expect(within(section).getByRole('alert').textContent).toContain('permission denied for function studio_experiment_amounts');
    fireEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
    // The primary goal's figures stand on their own.
    expect(screen.getByRole('table', { name: 'Arms of home-offer' })).toBeTruthy();
  });
});
