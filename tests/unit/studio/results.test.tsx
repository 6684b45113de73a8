// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DailyChart } from '../../../src/studio/charts/daily-chart';
import { dailySeries, lastDays, sourceRows, totalsOf } from '../../../src/studio/results/daily-series';
import { FIXTURE_FROM, FIXTURE_TODAY, nothing, thirtyDays } from '../../../src/studio/results/fixtures';
import { ResultsBody } from '../../../src/studio/results/results-body';

describe('the results of a range', () => {
  afterEach(cleanup);

  it('defaults to the last 30 UTC days, today included', () => {
    expect(lastDays('2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });

  it('sums routes per day and shows a day without rows as zero, not as missing', () => {
    const days = dailySeries(
      [
        { day: '2026-11-01', route: '/', views: 100, leads: 3, matched: 3, paid: 1 },
        { day: '2026-11-01', route: '/mansion', views: 50, leads: 0, matched: 0, paid: 0 },
        { day: '2026-11-03', route: '/', views: 10, leads: 1, matched: 1, paid: 0 },
      ],
      '2026-11-01',
      '2026-11-03',
    );
    expect(days.map((d) => [d.day, d.views, d.leads, d.paid])).toEqual([
      ['2026-11-01', 150, 3, 1],
      ['2026-11-02', 0, 0, 0],
      ['2026-11-03', 10, 1, 0],
    ]);
    expect(days[0]!.rate).toBeCloseTo(0.02);
    expect(days[1]!.rate).toBeNaN();
    // Ten views are too few for a rate: the day shows none, as a day without views does.
    expect(days[2]!.rate).toBeNaN();
    expect(totalsOf(days)).toEqual({ views: 160, leads: 4, matched: 4, paid: 1, rate: 4 / 160 });
  });

  it('lists the UTM sources most viewed first, with their rate', () => {
    const rows = sourceRows(thirtyDays.sources);
    expect(rows.map((row) => row.source)).toEqual(['google', '', 'facebook', 'newsletter', '<img src=x onerror=alert(1)>']);
    expect(rows[0]!.rate).toBeCloseTo(190 / 6210);
  });

  it('shows totals, the per-day table with a totals row, and "(none)" for visits without a source', () => {
    render(<ResultsBody data={thirtyDays} from={FIXTURE_FROM} to={FIXTURE_TODAY} route="" />);
    const totals = totalsOf(dailySeries(thirtyDays.days, FIXTURE_FROM, FIXTURE_TODAY));
    const table = screen.getByRole('table', { name: /per day/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    const totalRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    expect(totalRow.textContent).toContain(totals.views.toLocaleString('en-US'));
    expect(screen.getByRole('table', { name: /UTM sources/ }).textContent).toContain('(none)');
  });

  it('says so when nothing was counted in the range', () => {
    render(<ResultsBody data={nothing} from="2026-11-01" to="2026-11-30" route="/mansion" />);
    expect(screen.getByText('No views yet in this range')).toBeTruthy();
    expect(screen.getByText(/on \/mansion from Nov 1 to Nov 30/)).toBeTruthy();
  });

  it('is one tab stop whose arrow keys walk the days, each told in words', () => {
    const days = dailySeries(thirtyDays.days, FIXTURE_FROM, FIXTURE_TODAY);
    render(<DailyChart days={days} label="Per day" />);
    const points = screen.getAllByRole('img');
    expect(points.filter((point) => point.getAttribute('tabindex') === '0')).toHaveLength(1);
    const last = points.at(-1)!;
    expect(last.getAttribute('tabindex')).toBe('0');
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(points.at(-2));
    expect(screen.getByRole('status').textContent).toContain('Nov 25');
    fireEvent.keyDown(points.at(-2)!, { key: 'Home' });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Oct 28: [\d,]+ views, \d+ leads, \d+ paid, [\d.]+% conversion$/);
  });

  it('marks paid only on days with a payment, so a day with neither leads nor payments shows the leads marker (was: a paid square over it)', () => {
    const days = dailySeries(thirtyDays.days, FIXTURE_FROM, FIXTURE_TODAY);
    const { container } = render(<DailyChart days={days} label="Per day" />);
    expect(container.querySelectorAll('[data-series="leads"]')).toHaveLength(days.length);
    expect(container.querySelectorAll('[data-series="paid"]')).toHaveLength(days.filter((day) => day.paid > 0).length);
    expect(days.some((day) => day.paid === 0)).toBe(true);
    expect(days.some((day) => day.paid > 0)).toBe(true);
  });
});
