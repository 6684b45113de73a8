import type * as z from 'zod/mini';
import { leadKinds } from '../../contract/lead-kinds';
import type { leadFiltersSchema, leadSchema, leadsAnswerSchema } from '../../contract/studio-answers';

/** The shapes of studio_leads and studio_lead_filters (the studio's shared design, "Database reads"), as the contract parses them. */
export { leadKinds };
export type LeadKind = (typeof leadKinds)[number];

export const kindLabels: Record<LeadKind, string> = {
  founder: 'Founders',
  partnership: 'Partnerships',
  early_access: 'Early access',
  payment: 'Payments',
  contact: 'Contact',
};

export type Lead = z.output<typeof leadSchema>;
export type LeadsAnswer = z.output<typeof leadsAnswerSchema>;
export type LeadFilters = z.output<typeof leadFiltersSchema>;

/** Every field of a lead, in the order the detail panel and the CSV show them. */
export const leadFields: { key: keyof Lead & string; label: string }[] = [
  { key: 'created_at', label: 'Received' },
  { key: 'kind', label: 'Kind' },
  { key: 'id', label: 'ID' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'country', label: 'Country' },
  { key: 'route', label: 'Route' },
  { key: 'locale', label: 'Locale' },
  { key: 'utm_source', label: 'UTM source' },
  { key: 'utm_medium', label: 'UTM medium' },
  { key: 'utm_campaign', label: 'UTM campaign' },
  { key: 'utm_term', label: 'UTM term' },
  { key: 'utm_content', label: 'UTM content' },
  { key: 'referrer', label: 'Referrer' },
  { key: 'experiment', label: 'Experiment' },
  { key: 'arm', label: 'Arm' },
  { key: 'consent', label: 'Consent' },
  { key: 'payment_status', label: 'Payment status' },
  { key: 'amount', label: 'Amount' },
  { key: 'currency', label: 'Currency' },
  { key: 'product_id', label: 'Product' },
  { key: 'details', label: 'Details' },
];
