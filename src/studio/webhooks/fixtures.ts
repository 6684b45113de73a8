import type { AddedEndpoint, Webhooks } from './webhooks-data';

/** `studio_webhooks` answers for stories and tests: one endpoint of each state, deliveries of each state. */
export const someWebhooks: Webhooks = {
  endpoints: [
    { id: '5b0c6f1e-8a43-4a7e-9a57-0f1d1b2c3d4e', url: 'https://crm.example.com/hooks/landfall', active: true, created_at: '2026-11-20T09:12:00Z' },
    { id: '9d2e7a10-1b2c-4d3e-8f90-a1b2c3d4e5f6', url: 'https://old-crm.example.org/webhook?team=sales', active: false, created_at: '2026-10-02T16:40:00Z' },
  ],
  deliveries: [
    {
      id: 31,
      url: 'https://crm.example.com/hooks/landfall',
      lead_type: 'founder_application',
      lead_id: '7f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
      state: 'pending',
      attempts: 2,
      created_at: '2026-11-26T08:01:00Z',
      next_attempt_at: '2026-11-26T08:09:00Z',
      last_status: 503,
      last_error: 'HTTP 503 Service Unavailable',
    },
    {
      id: 30,
      url: 'https://crm.example.com/hooks/landfall',
      lead_type: 'payment',
      lead_id: 'pi_3QxYz',
      state: 'delivered',
      attempts: 1,
      created_at: '2026-11-26T07:45:00Z',
      next_attempt_at: null,
      last_status: 200,
      last_error: null,
    },
    {
      id: 29,
      url: 'https://old-crm.example.org/webhook?team=sales',
      lead_type: 'founder_application',
      lead_id: '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f',
      state: 'pending',
      attempts: 1,
      created_at: '2026-11-26T07:30:00Z',
      next_attempt_at: '2026-11-26T07:31:00Z',
      last_status: 502,
      last_error: 'HTTP 502 Bad Gateway',
    },
    {
      id: 12,
      url: 'https://old-crm.example.org/webhook?team=sales',
      lead_type: 'early_access_signup',
      lead_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      state: 'dead',
      attempts: 8,
      created_at: '2026-11-19T12:00:00Z',
      next_attempt_at: null,
      last_status: null,
      last_error: 'connect ECONNREFUSED: <script>alert(1)</script>',
    },
  ],
};

export const noWebhooks: Webhooks = { endpoints: [], deliveries: [] };

export const justAdded: AddedEndpoint = {
  id: '5b0c6f1e-8a43-4a7e-9a57-0f1d1b2c3d4e',
  url: 'https://crm.example.com/hooks/landfall',
  secret: 'whsec_3f9c1e7a2b8d4c6e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
};
