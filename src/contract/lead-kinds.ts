/**
 * The source of studio_leads' kinds in SQL (tests/unit/backend/shared-lists.test.ts). Apart from
 * the answer schemas, so the studio's first screen can name the kinds without loading zod.
 */
export const leadKinds = ['founder', 'partnership', 'early_access', 'payment', 'contact'] as const;
