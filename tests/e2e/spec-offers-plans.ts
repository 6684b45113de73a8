import { footerLinks, type RouteExpectation } from './spec-common';

/** What /villa, /apply, /nomadpass must show, written by hand from the spec's section 1 ("Offers") and issue 9's route table. */
export const offersPlans: RouteExpectation[] = [
  {
    // "$65,000 pool villa with payment plans and a $150/month fee"; its own product id (spec §7).
    path: '/villa',
    status: 200,
    headline: /pool villa.*\$65,000/i,
    texts: ['$65,000', /\$150\s*\/\s*month/i, /payment plan/i],
    buttons: ['Start Payment Plan', 'More Info'],
    links: footerLinks,
  },
  {
    // "Free-home application offer for entrepreneurs, $11,500 refundable deposit, 10 spots per
    // country; banner "Only 47 spots left"". The count is live, 47 on a fresh database.
    path: '/apply',
    status: 200,
    headline: /free home/i,
    texts: [/entrepreneur/i, '$11,500', /refundable deposit/i, '10 spots per country', 'Only 47 spots left'],
    buttons: ['Apply Now'],
    links: footerLinks,
  },
  {
    // NomadPass "Your Home, Everywhere": $6,500 deposit, 65 euro/month, unlimited stays, $500
    // glamping credit; 2 houses, 80 years of access; full $6,500 deposit recoverable on resale;
    // lifetime 20% discount for the first 100 buyers; How It Works and What You Get sections.
    path: '/nomadpass',
    status: 200,
    headline: 'Your Home, Everywhere',
    texts: [
      '$6,500',
      /€65\s*\/\s*month/,
      /unlimited stays/i,
      /\$500 glamping credit/i,
      /2 houses/i,
      /80 years of access/i,
      /full \$6,500 deposit recoverable on resale/i,
      /lifetime 20% discount for the first 100 buyers/i,
      'How It Works',
      'What You Get',
    ],
    buttons: [/^(Join Now|Secure Your Spot|Pay Now)$/],
    links: footerLinks,
  },
];
