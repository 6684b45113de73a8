import { countries, footerLinks, type RouteExpectation } from './spec-common';

/** Every page with the construction gallery has the spec's button scrolling to it ("Common elements"). */
const constructionPhotos = { name: 'View Construction Photos', href: '#construction-section' };

/** What /subscription, /family, /fitness, /country must show, written by hand from the spec's section 1 ("Offers") and issue 9's route table. */
export const offersLiving: RouteExpectation[] = [
  {
    // Subscription page: $0.78/week per house; hero "Live anywhere for just $0.78/week", a monthly
    // subscription section, the scheduling widget, cookie consent (spec §1, "Other pages seen").
    path: '/subscription',
    status: 200,
    headline: 'Live anywhere for just $0.78/week',
    texts: ['$0.78/week', /per house/i, /monthly subscription/i],
    // Its pay button starts the recurring checkout (issue 9); Join Now is one of the spec's pay labels.
    buttons: ['Join Now', 'More Info'],
    links: footerLinks,
  },
  {
    path: '/family',
    status: 200,
    // The spec quotes no headline for the family page, only what it is about.
    headline: /family/i,
    texts: [
      // Family page: $6,500 deposit and six family benefit cards (spec, section 1).
      /\$6,500.*deposit|deposit.*\$6,500/i,
      /childcare/i,
      '$1/hour',
      /Indonesia/,
      /on-site education/i,
      /recreation/i,
      /healthy living/i,
      /safe environment/i,
      /more family time/i,
    ],
    buttons: ['Join the Family Community'],
    links: footerLinks,
  },
  {
    // Fitness residence: $15,000, "Invest Now"; rotating words train daily / compete every 1.5 s
    // (spec §1, "Common elements", "Other pages seen").
    path: '/fitness',
    status: 200,
    headline: /fitness/i,
    texts: ['$15,000', /fitness residence/i, /train daily|compete/],
    buttons: ['Invest Now', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    // "World Cup of Land": 100 ambassadors per country, land for $6,500 or $6,500 more for a luxury
    // glamping unit, Live Country Status (spec §1, §9; issue 9: a country-ambassador page).
    path: '/country',
    status: 200,
    headline: /ambassador/i,
    texts: [
      'World Cup of Land',
      /100 (Land )?Ambassadors per country/i,
      /\$6,500.*\$6,500 more for a luxury glamping unit/i,
      'Live Country Status',
      ...countries.flatMap(([name, filled]) => [name, `${filled}/100 filled`]),
      ...countries.filter(([, filled]) => filled > 85).map(([, filled]) => `Only ${100 - filled} slots left!`),
    ],
    buttons: ['Secure Your Spot', 'More Info'],
    links: footerLinks,
  },
];
