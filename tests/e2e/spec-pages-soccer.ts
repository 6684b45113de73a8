import { footerLinks, type RouteExpectation } from './spec-common';

/** What /soccer must show, written by hand from the spec (sections 1, 2 and 9) and issue 10. */
export const soccerPage: RouteExpectation[] = [
  {
    path: '/soccer',
    status: 200,
    // "Club-city (football theme)": the headline names the club city or football.
    headline: /club|football|soccer/i,
    texts: [
      // "$12,500 founding membership split into $6,500 membership and $6,000 refundable house deposit".
      '$12,500',
      /\$6,500 membership/i,
      /\$6,000 refundable house deposit/i,
      // "optional $150/month maintenance".
      /optional \$150\/month maintenance/i,
      // "500 founding members in total".
      /500 founding members/i,
      // The founding-member grid: numbers like #003, with display names and zone teams.
      '#003',
      /founding members/i,
      // The zones game (six listed; the page never claims 12: tests/e2e/soccer.spec.ts).
      /zones/i,
      // Branding and the investment breakdown.
      /crest/i,
      /colours|colors/i,
      /investment breakdown/i,
      // FAQ.
      /Frequently Asked Questions|FAQ/,
    ],
    // "Join" starts payment (spec: "Join Now" and "Join EcoBeach United" are payment labels).
    buttons: ['Join EcoBeach United', 'Join Now', 'More Info'],
    links: footerLinks,
  },
];
