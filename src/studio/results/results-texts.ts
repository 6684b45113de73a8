import { MINIMUM_VIEWS } from './daily-series';

/**
 * What the Results screen says its figures count (issue 31: "Views 2, Leads 9, Conversion
 * 450.0%"). The studio is English-only; the rules behind the words are the router's
 * (src/edge/router.ts), count_page_view's limit and studio_daily
 * (supabase/schemas/functions/studio_daily.sql).
 */
export const resultsTexts = {
  counted:
    'Views are visits by people to the live pages: bots, previews (?variant=) and views past 120 a minute from one address are not counted. ' +
    'Leads are every form sent. Conversion sets against views only the leads sent from a route on a day whose views were counted.',
  leftOut: (unmatched: number, leads: number) =>
    `${unmatched} of ${leads} leads came from a route on a day without counted views (a test, a preview, a bot) and are left out of conversion.`,
  noRate: {
    'few-views': `No rate below ${MINIMUM_VIEWS} counted views: too few to mean anything.`,
    'more-leads': 'No rate: more leads than counted views, so some of their visits were not counted.',
  },
} as const;
