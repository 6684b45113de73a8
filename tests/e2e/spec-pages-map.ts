import { footerLinks, type RouteExpectation } from './spec-common';

/** What /map must show, written by hand from the spec (sections 2, 3, 4 and 9) and issue 10. */
export const mapPage: RouteExpectation[] = [
  {
    path: '/map',
    status: 200,
    // Spec, "Other pages seen": a plot game (Monopoly-style).
    headline: /plot/i,
    texts: [
      // A 10x10 board of 100 plots; the sold count starts at 47 of 100 (section 4, section 9).
      '47 / 100 sold',
      // A progress bar with the percentage sold.
      '47% sold',
      // Plots up to the sold count are sold (red), the others available (green): the legend says which is which.
      /available/i,
      /sold/i,
      // Display prices from 25,000 to 75,000 (section 3, "plot").
      '$25,000',
      '$75,000',
      // Hall of fame (top-investor sample: rank, name, location, plots), perks, a 3-step guide, testimonials.
      /hall of fame/i,
      '#1',
      /\d+ plots/,
      /perks/i,
      /step/i,
      /what our founding members say/i,
    ],
    // Plot 100 (the cheapest) stays for sale whatever other tests have paid for; plot 1 was sold first.
    buttons: ['Plot 100, available, $25,000', /^plot 1, sold$/i, 'More Info'],
    links: footerLinks,
  },
];
