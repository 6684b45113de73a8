// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DailyResponse } from '../../../src/studio/results/daily-series';
import { FIXTURE_FROM, FIXTURE_TODAY, shortSession } from '../../../src/studio/results/fixtures';
import { ResultsBody } from '../../../src/studio/results/results-body';

/**
 * Issue 31: after a short session the Results screen read "Views 2, Leads 9, Conversion 450.0%".
 * Each figure now says what it counts, and conversion is a rate only where it means something.
 */
const figure = (name: string) => {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === name)!;
  return term.nextElementSibling!.textContent;
};
const counted = () => screen.getByTestId('results-counted').textContent ?? '';
const oneDay = (row: Omit<DailyResponse['days'][number], 'day' | 'route'>): DailyResponse => ({
  days: [{ day: FIXTURE_TODAY, route: '/', ...row }],
  sources: [{ utm_source: '', ...row }],
});
const show = (data: DailyResponse) => render(<ResultsBody data={data} from={FIXTURE_FROM} to={FIXTURE_TODAY} route="" />);

describe('the Results figures (was: "Conversion 450.0%")', () => {
  afterEach(cleanup);

  it("keeps the short session's figures but shows no rate below the minimum of views, and says why", () => {
    show(shortSession);
    expect([figure('Views'), figure('Leads'), figure('Paid'), figure('Conversion')]).toEqual(['2', '9', '2', '–']);
    expect(counted()).toContain('No rate below 50 counted views');
    expect(document.body.textContent).not.toContain('450');
  });

  it('shows no rate when more leads than counted views were set against them, with the reason', () => {
    show(oneDay({ views: 60, leads: 75, matched: 75, paid: 0 }));
    expect(figure('Conversion')).toBe('–');
    expect(counted()).toContain('No rate: more leads than counted views');
  });

  it('sets against views only the leads that came with a counted view, and says how many were left out', () => {
    show(oneDay({ views: 1000, leads: 40, matched: 30, paid: 3 }));
    expect([figure('Views'), figure('Leads'), figure('Paid'), figure('Conversion')]).toEqual(['1,000', '40', '3', '3.0%']);
    expect(counted()).toContain('10 of 40 leads came from a route on a day without counted views');
    expect(counted()).not.toContain('No rate');
  });

  it('explains under the figures which visits and leads are counted', () => {
    show(oneDay({ views: 1000, leads: 30, matched: 30, paid: 0 }));
    expect(counted()).toMatch(/Views are visits by people .* bots, previews \(\?variant=\) and views past 120 a minute from one address are not counted/);
    expect(counted()).toContain('Leads are every form sent');
    expect(counted()).not.toContain('left out');
  });

  it('gives the tables the same rule: "–" on a row below the minimum, a rate where it holds', () => {
    show({
      days: [
        { day: FIXTURE_TODAY, route: '/', views: 400, leads: 8, matched: 8, paid: 0 },
        { day: FIXTURE_FROM, route: '/', views: 3, leads: 5, matched: 5, paid: 0 },
      ],
      sources: [
        { utm_source: 'google', views: 400, leads: 8, matched: 8, paid: 0 },
        { utm_source: 'newsletter', views: 3, leads: 5, matched: 5, paid: 0 },
      ],
    });
    const sources = screen.getByRole('table', { name: /UTM sources/ });
    const rateOf = (name: string) => within(sources).getByRole('rowheader', { name }).closest('tr')!.lastElementChild!.textContent;
    expect(rateOf('google')).toBe('2.0%');
    expect(rateOf('newsletter')).toBe('–');
    const perDay = screen.getByRole('table', { name: /per day/ });
    const last = within(perDay).getAllByRole('row').at(-2)!;
    expect(last.lastElementChild!.textContent).toBe('2.0%');
    expect(within(perDay).getAllByRole('row')[1]!.lastElementChild!.textContent).toBe('–');
  });
});
