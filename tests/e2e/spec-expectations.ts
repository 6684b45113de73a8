/**
 * What each page must show, written by hand from the product spec (../shared/spec/product-spec.md),
 * NOT read from the variants or the engine: expected.ts takes its copy from the code under test,
 * so an engine mistake would appear on both sides there. Here it cannot.
 *
 * Strings are matched exactly (whitespace collapsed); a RegExp is used where the spec describes
 * the copy instead of quoting it ("a headline about being 1 of 100 Ambassadors per country").
 */
import { countries, footerLinks, type RouteExpectation } from './spec-common';
import { offersLiving } from './spec-offers-living';
import { offersMain } from './spec-offers-main';
import { offersPartner } from './spec-offers-partner';
import { offersPlans } from './spec-offers-plans';
import { offersTravel } from './spec-offers-travel';
import { mapPage } from './spec-pages-map';
import { mexPage } from './spec-pages-mex';
import { rankingPage } from './spec-pages-ranking';
import { soccerPage } from './spec-pages-soccer';

export type { RouteExpectation, Text } from './spec-common';

/** Legal pages are effective 1 August 2025 (spec, "/terms, /privacy, /cookies"), in any common date format. */
const effective = /(1 August 2025|August 1, 2025)/;
const backToHome = { name: 'Back to Home', href: '/' };

export const specRoutes: RouteExpectation[] = [
  {
    path: '/',
    status: 200,
    headline: /\b1 of 100\b.*Ambassadors/i,
    texts: [
      'World Cup of Land',
      'Only 100 per country!',
      // "World Cup of Land" home: land for $6,500, or $6,500 more for a luxury glamping unit.
      /\$6,500.*\$6,500 more for a luxury glamping unit/i,
      'Live Country Status',
      ...countries.flatMap(([name, filled]) => [name, `${filled}/100 filled`]),
      ...countries.filter(([, filled]) => filled > 85).map(([, filled]) => `Only ${100 - filled} slots left!`),
      // Countdown from 48 hours, HH:MM:SS, each part zero-padded.
      /48\D*:?\D*00\D*:?\D*00/,
      '+642',
      'How We Make This Possible',
      'Own Land? Partner With Us',
      'Ready to Get Started?',
      'Under Construction. Opening Soon',
      /20-25%/,
    ],
    buttons: ['More Info', 'Pay Now'],
    links: [{ name: 'View Construction Photos', href: '#construction-section' }, ...footerLinks],
  },
  {
    path: '/mansion',
    status: 200,
    headline: '7 bedrooms beachfront mansion just $365,000',
    texts: [
      'Last spots at this price',
      /rent it out|move in/,
      '$365,000',
      '$500',
      /7 bedrooms/i,
      /pool/i,
      /tennis court/i,
      /gardens/i,
      /security/i,
      /maintenance/i,
      'One Global Network',
      /FIRST LOCATION/i,
      /coworking/i,
      /weekly events/i,
      /work and grow/i,
      /restaurants/i,
      /pool and recreation/i,
      /wellness/i,
      /more to come/i,
      /20-25%/,
      'How We Make This Possible',
      /Indonesian developers/i,
    ],
    buttons: ['More Info', 'Pay Now'],
    links: [{ name: 'View Construction Photos', href: '#construction-section' }, ...footerLinks],
  },
  {
    path: '/howispossible',
    status: 200,
    headline: /how .*possible/i,
    texts: [/\$2 per square meter/i, /2 million square meters/i, /up to 90% cheaper/i, /online or with a notary/i, /visit before/i, /early mover advantage/i],
    buttons: [],
    links: [{ name: 'Join the Community', href: '/' }, ...footerLinks],
  },
  {
    path: '/terms',
    status: 200,
    headline: /terms/i,
    texts: [
      effective,
      /acceptance/i,
      /nature of (the )?service/i,
      /payment/i,
      /refund/i,
      /modification/i,
      /liability/i,
      /user responsibilities/i,
      /jurisdiction/i,
      'Laramie County',
      'Wyoming',
      /non-exclusive/i,
      /non-transferable/i,
      /not a real estate investment/i,
    ],
    buttons: [],
    links: [backToHome, ...footerLinks],
  },
  {
    path: '/privacy',
    status: 200,
    headline: /privacy/i,
    texts: [
      effective,
      /name/i,
      /email/i,
      /billing/i,
      /cookies/i,
      /IP address/i,
      /not sell|never sell|do not sell/i,
      /SSL/,
      /access/i,
      /correct/i,
      /delet/i,
      /privacy@/i,
    ],
    buttons: [],
    links: [backToHome, ...footerLinks],
  },
  {
    path: '/cookies',
    status: 200,
    headline: /cookie/i,
    texts: [effective, /essential/i, /analytics/i, /preference/i, /marketing/i, /browser settings/i],
    buttons: [],
    links: [backToHome, ...footerLinks],
  },
  {
    path: '/thank-you',
    // Stripe returns here with the session; without one the page explains how to pay instead.
    query: '?session_id=cs_test_local_00000000000000000000000000000000',
    status: 200,
    headline: 'Payment Successful!',
    texts: ['Complete Your Membership', /Full Name\s*\*/, /Email Address\s*\*/, /Phone Number\s*\*/, /within a few hours/i],
    buttons: ['Complete Membership'],
    links: footerLinks,
    // Country code defaults to +1 in the thank-you form (spec, section 9).
    selects: [{ name: /country code/i, shows: /\+1\b/ }],
  },
  {
    path: '/does-not-exist',
    status: 404,
    headline: /404|Oops! Page not found/,
    texts: ['Oops! Page not found'],
    buttons: [],
    // The catch-all logs "404 Error" with the missing path (spec, routes and error catalogue).
    logs: /404 Error.*\/does-not-exist/,
    links: [{ name: /./, href: '/' }, ...footerLinks],
  },
  ...offersMain,
  ...offersPartner,
  ...offersPlans,
  ...offersTravel,
  ...offersLiving,
  ...soccerPage,
  ...rankingPage,
  ...mapPage,
  ...mexPage,
];
