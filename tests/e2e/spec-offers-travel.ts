import { footerLinks, type RouteExpectation } from './spec-common';

/** Every page with the construction gallery has the spec's button scrolling to it ("Common elements"). */
const constructionPhotos = { name: 'View Construction Photos', href: '#construction-section' };

/**
 * The spec gives the Ownership Tourism stay as 5 nights and, in another text, 6: the page must
 * state one number. Matches a page text that never says "6 nights" (nor "six nights").
 */
const neverSixNights = /^(?![\s\S]*\b(6|six) nights)/i;

/** What /padel, /trip, /promo must show, written by hand from the spec's section 1 ("Offers") and issue 9's route table. */
export const offersTravel: RouteExpectation[] = [
  {
    // "Padel-club network ownership for $3,500" (spec §1); rotating words every 2 s (§2, §9).
    path: '/padel',
    status: 200,
    headline: /padel[- ]club network ownership for (just )?\$3,500/i,
    texts: ['$3,500', /padel/i, 'Ready to Get Started?'],
    buttons: ['More Info'],
    links: [
      // Issue 9: its pay button opens a fixed hosted checkout link in a new tab (a link, not a call).
      { name: 'Pay Now', href: 'https://buy.stripe.com/landfall-padel-club' },
      constructionPhotos,
      ...footerLinks,
    ],
  },
  {
    // Ownership Tourism: 5 nights in Indonesia plus a 180 m² plot for $6,500; trip within 12 months (spec §1).
    path: '/trip',
    status: 200,
    headline: /indonesia|ownership tourism/i,
    texts: ['Ownership Tourism', /\b5 nights\b/i, neverSixNights, /indonesia/i, '180 m²', '$6,500', /within 12 months/i],
    buttons: ['Book Now', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    // Countdown / pay-now page: a 48-hour countdown (spec §2, §9). Issue 9 lets the page sell the main
    // offer or the founder membership; it sells the main offer: $6,500 + $5,000 = $11,500 (§1).
    path: '/promo',
    status: 200,
    headline: /48[- ]hours?|offer/i,
    texts: [/48\D*:\D*00\D*:\D*00/, '$6,500', '$5,000', '$11,500', /refundable/i],
    buttons: ['Pay Now', 'Secure Your Spot', 'More Info'],
    links: footerLinks,
  },
];
