import { addDays } from '../../experiments/sample-size';
import type { DailyResponse } from './daily-series';

/**
 * Fixed answers of `studio_daily` for stories and tests: thirty days on two routes with a weekly
 * rhythm, a day without views, and a source whose name is markup a visitor typed.
 */
export const FIXTURE_TODAY = '2026-11-26';
export const FIXTURE_FROM = addDays(FIXTURE_TODAY, -29);

/** Leads that all came with a counted view. */
const leads = (n: number) => ({ leads: n, matched: n });

export const thirtyDays: DailyResponse = {
  days: Array.from({ length: 30 }, (_, i) => addDays(FIXTURE_FROM, i))
    .filter((_, i) => i !== 11)
    .flatMap((day, i) => {
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const views = 420 + ((i * 37) % 160) + (weekday === 0 || weekday === 6 ? -180 : 60) + i * 9;
      return [
        { day, route: '/', views, ...leads(Math.round(views * (0.028 + ((i * 7) % 10) / 1000))), paid: i % 3 === 0 ? 2 : i % 4 === 0 ? 1 : 0 },
        { day, route: '/mansion', views: Math.round(views / 4), ...leads(i % 2), paid: i % 9 === 0 ? 1 : 0 },
      ];
    }),
  sources: [
    { utm_source: 'google', views: 6210, leads: 190, matched: 190, paid: 14 },
    { utm_source: '', views: 4102, leads: 97, matched: 97, paid: 6 },
    { utm_source: 'facebook', views: 3311, leads: 121, matched: 121, paid: 9 },
    { utm_source: 'newsletter', views: 802, leads: 61, matched: 61, paid: 7 },
    { utm_source: '<img src=x onerror=alert(1)>', views: 3, leads: 0, matched: 0, paid: 0 },
  ],
};

export const nothing: DailyResponse = { days: [], sources: [] };

/** Issue 31's short session: 2 counted views and 9 leads on one route and day (tests sent them), 2 paid. */
export const shortSession: DailyResponse = {
  days: [{ day: FIXTURE_TODAY, route: '/', views: 2, leads: 9, matched: 9, paid: 2 }],
  sources: [{ utm_source: '', views: 2, leads: 9, matched: 9, paid: 2 }],
};
