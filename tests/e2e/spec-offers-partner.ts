import { footerLinks, type RouteExpectation } from './spec-common';

/** Every page with the construction gallery has the spec's button scrolling to it ("Common elements"). */
const constructionPhotos = { name: 'View Construction Photos', href: '#construction-section' };

/**
 * The founding-partner offer (spec §1): $9,950, made of a $1,500 membership and a $10,000
 * deposit, "also phrased as 3 homes for $9,950". /deal, /partner and /team all sell it.
 */
const foundingPartnerOffer = ['$9,950', '$1,500', '$10,000', /3 homes for \$9,950/i];

/** What an investor page argues with (task: ROI, how it is possible, safety, legal; spec §1 and §2). */
const investorCase = [
  // Estimated passive rental ROI 20-25% per year (spec §1, §9).
  '20-25%',
  'How We Make This Possible',
  // Safety section: legal documentation, visit before you invest (spec §2, "Common elements").
  /legal documentation/i,
  /visit before you invest/i,
  // Signing online or with a notary (spec §1, main offer; the same agreement for every offer).
  /online or with a notary/i,
];

/** "Buy your home for just $9,950": the spec's two investor/partner pages ("Other pages seen"). */
const investorHeadline = 'Buy your home for just $9,950';

/**
 * What /deal, /partner, /team, /prices must show, written by hand from the spec's section 1
 * ("Offers"), section 2 ("Other pages seen", "Common elements") and issue 9's route table.
 */
export const offersPartner: RouteExpectation[] = [
  {
    // The $9,950 founding-partner offer, sold as a deal: the headline names its price.
    path: '/deal',
    status: 200,
    headline: /\$9,950/,
    texts: [...foundingPartnerOffer, /founding partner/i, 'How We Make This Possible'],
    buttons: ['Pay Now', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    path: '/partner',
    status: 200,
    headline: investorHeadline,
    texts: [...foundingPartnerOffer, ...investorCase, 'Own Land? Partner With Us'],
    // "Invest Now" starts payment (spec §2, payment buttons); "Apply to Partner" opens the partnership dialog.
    buttons: ['Invest Now', 'More Info', /Partner With Us/],
    links: [constructionPhotos, { name: /terms/i, href: '/terms' }, ...footerLinks],
  },
  {
    // The same investor page, titled "Join the Team" (spec §2, "Other pages seen").
    path: '/team',
    status: 200,
    headline: investorHeadline,
    texts: ['Join the Team', ...foundingPartnerOffer, ...investorCase],
    buttons: ['Invest Now', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    // Tiered pricing with batches: first $11,500, second $22,500, third $34,500 (spec §1, §9).
    path: '/prices',
    status: 200,
    headline: /batch|price|pay/i,
    // Each price beside its own batch's name, so a card showing another batch's price fails.
    texts: [/first batch\W*\$11,500/i, /second batch\W*\$22,500/i, /third batch\W*\$34,500/i, /Only \d+ spots left/],
    // "Secure Spot" and "Secure Your Spot" start payment (spec §2, payment buttons).
    buttons: ['Secure Spot', 'Secure Your Spot', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
];
