import { footerLinks, type RouteExpectation } from './spec-common';

/** Every page with the construction gallery has the spec's button scrolling to it ("Common elements"). */
const constructionPhotos = { name: 'View Construction Photos', href: '#construction-section' };

/** The six installations the main offer's monthly fee pays for (spec §1, "Main offer"). */
const installations = [/wifi/i, /gym/i, /coworking/i, /gardening/i, /security/i, /events/i];

/**
 * What /v1, /city, /member must show, written by hand from the spec's section 1 ("Offers") and
 * issue 9's route table. Totals are what the checkout charges for the two parts together.
 */
export const offersMain: RouteExpectation[] = [
  {
    // Main offer: $6,500 membership + $5,000 glamping deposit (spec §1).
    path: '/v1',
    status: 200,
    headline: /membership|glamping/i,
    texts: [
      '$6,500',
      '$5,000',
      // Both parts in one checkout (issue 9: product main-offer).
      '$11,500',
      /100% refundable/i,
      /sold or transferred/i,
      /\$65\s*\/\s*month/,
      ...installations,
      /once the first site opens/i,
      /unlimited stays/i,
      /pay their own electricity/i,
      '20-25%',
      /online or with a notary/i,
      /visit before you invest/i,
      'How We Make This Possible',
      /Frequently Asked Questions|FAQ/,
      'Ready to Get Started?',
    ],
    buttons: ['More Info', 'Pay Now'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    // Eco beach city variant: same prices as the main offer, "Join EcoBeach United" starts payment.
    path: '/city',
    status: 200,
    headline: /eco|beach|city/i,
    texts: [
      'EcoBeach United',
      '$6,500',
      '$5,000',
      '$11,500',
      /100% refundable/i,
      /\$65\s*\/\s*month/,
      /coworking/i,
      /beach/i,
      /community/i,
      /sustainab/i,
      /online or with a notary/i,
      'Ready to Get Started?',
    ],
    buttons: ['Join EcoBeach United', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
  {
    // $1,500 membership + $6,000 refundable founder contribution (spec §1).
    path: '/member',
    status: 200,
    headline: /member/i,
    texts: ['$1,500', '$6,000', '$7,500', /founder contribution/i, /refundable/i, /online or with a notary/i, 'Ready to Get Started?'],
    buttons: ['Join Now', 'Secure Your Spot', 'More Info'],
    links: [constructionPhotos, ...footerLinks],
  },
];
