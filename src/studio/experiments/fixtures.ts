import type { ManifestExperiment } from '../../experiments/manifest';
import type { CountedArm } from '../../experiments/results';

/** Built-manifest entries and database counts for stories and tests (the repository's own experiment first). */
export const homeHeadline: ManifestExperiment = {
  id: 'home-headline',
  route: '/',
  goal: 'founder-application',
  control: 'control',
  start: '2026-11-01',
  end: '2027-01-31',
  arms: [
    { name: 'control', weight: 50, file: '/index.html' },
    { name: 'sumba', weight: 50, file: '/home-sumba.html' },
  ],
  minimumDetectableEffect: 0.2,
  baselineRate: 0.03,
};

export const threeArms: ManifestExperiment = {
  ...homeHeadline,
  id: 'pricing-anchor',
  route: '/pricing',
  goal: 'payment-paid',
  start: '2026-10-01',
  end: '2026-10-31',
  arms: [
    { name: 'control', weight: 34, file: '/pricing.html' },
    { name: 'annual', weight: 33, file: '/pricing-annual.html' },
    { name: 'lifetime', weight: 33, file: '/pricing-lifetime.html' },
  ],
  baselineRate: 0.05,
};

export const balancedCounts: CountedArm[] = [
  { arm: 'control', views: 18_020, visitors: 14_210, conversions: 412 },
  { arm: 'sumba', views: 17_880, visitors: 14_102, conversions: 511 },
];

/** 50/50 planned, 55/45 counted: assignment or counting is broken. */
export const mismatchedCounts: CountedArm[] = [
  { arm: 'control', views: 7_100, visitors: 5_500, conversions: 160 },
  { arm: 'sumba', views: 5_800, visitors: 4_500, conversions: 150 },
];

export const earlyCounts: CountedArm[] = [
  { arm: 'control', views: 420, visitors: 312, conversions: 9 },
  { arm: 'annual', views: 401, visitors: 305, conversions: 14 },
  { arm: 'lifetime', views: 399, visitors: 298, conversions: 7 },
];
