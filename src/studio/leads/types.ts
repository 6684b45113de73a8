/** The shapes of studio_leads and studio_lead_filters (the studio's shared design, "Database reads"). */
/** The source of studio_leads' kinds in SQL (tests/unit/backend/shared-lists.test.ts). */
export const leadKinds = ['founder', 'partnership', 'early_access', 'payment', 'contact'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const kindLabels: Record<LeadKind, string> = {
  founder: 'Founders',
  partnership: 'Partnerships',
  early_access: 'Early access',
  payment: 'Payments',
  contact: 'Contact',
};

export interface Lead {
  kind: LeadKind;
  id: string;
  created_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  route: string | null;
  locale: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer: string | null;
  experiment: string | null;
  arm: string | null;
  consent: string | null;
  payment_status: string | null;
  amount: number | null;
  currency: string | null;
  product_id: string | null;
  details: Record<string, unknown> | null;
}

export interface LeadsAnswer {
  total: number;
  page: number;
  per_page: number;
  rows: Lead[];
  counts: Record<LeadKind, number>;
}

export interface LeadFilters {
  routes: string[];
  locales: string[];
  utm_sources: string[];
  utm_mediums: string[];
  utm_campaigns: string[];
  experiments: { experiment: string; arm: string }[];
  payment_statuses: string[];
}

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
