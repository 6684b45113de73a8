// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../src/studio/csv';
import { csvColumns } from '../../../src/studio/leads/export-leads';
import { KindTabs } from '../../../src/studio/leads/kind-tabs';
import { LeadDetail } from '../../../src/studio/leads/lead-detail';
import { readLeadQuery, writeLeadQuery } from '../../../src/studio/leads/lead-query';
import type { Lead } from '../../../src/studio/leads/types';

/** A contact message as studio_leads answers it (tests/unit/backend/contact-server.test.ts pins the SQL side). */
const message = 'Can I visit in March?\n=HYPERLINK("http://evil.example","Open") <img src=x onerror=alert(1)>';
const contactLead: Lead = {
  kind: 'contact',
  id: '5b0e4c1e-8f1a-4c4e-9d6f-2f1f0a7c9e11',
  created_at: '2026-11-26T09:14:03.120Z',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+1 555 123 4567',
  country: null,
  route: '/partner',
  locale: 'en',
  utm_source: 'newsletter',
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  experiment: null,
  arm: null,
  consent: 'granted',
  payment_status: null,
  amount: null,
  currency: null,
  product_id: null,
  details: { message },
};

describe('contact messages in the leads screen', () => {
  afterEach(cleanup);

  it('have their own kind tab with its count, added to All', () => {
    render(<KindTabs counts={{ founder: 2, partnership: 1, early_access: 0, payment: 3, contact: 4 }} onChange={() => {}} />);
    const tab = screen.getByRole('button', { name: /^Contact/ });
    expect(within(tab).getByTestId('count-contact').textContent).toBe('4');
    expect(screen.getByTestId('count-all').textContent).toBe('10');
  });

  it('keep the kind in the address, so a reload or a shared link shows contact messages again', () => {
    const query = readLeadQuery(new URLSearchParams('kind=contact'));
    expect(query.kind).toBe('contact');
    expect(writeLeadQuery(query).toString()).toBe('kind=contact');
  });

  it('open with the message shown as the visitor typed it, as text', () => {
    const { baseElement } = render(<LeadDetail lead={contactLead} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Grace Hopper' });
    expect(within(dialog).getByText('Contact: every field as stored')).toBeTruthy();
    expect(within(dialog).getByText('message')).toBeTruthy();
    expect(within(dialog).getByText((_, element) => element?.tagName === 'DD' && element.textContent === message)).toBeTruthy();
    expect(baseElement.querySelector('img')).toBeNull();
  });

  it('go into the CSV export with their message, formula-safe', () => {
    const [header, row] = parseCsv(toCsv(csvColumns, [contactLead]));
    expect(row![header!.indexOf('kind')]).toBe('contact');
    expect(JSON.parse(row![header!.indexOf('details')]!)).toEqual({ message });
    expect(row![header!.indexOf('phone')]).toBe("'+1 555 123 4567");
  });
});
