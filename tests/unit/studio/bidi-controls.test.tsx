// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadDetail } from '../../../src/studio/leads/lead-detail';
import { LeadFilesList } from '../../../src/studio/leads/lead-files';
import { LeadsTable } from '../../../src/studio/leads/leads-table';
import { readLeadQuery } from '../../../src/studio/leads/lead-query';
import type { Lead } from '../../../src/studio/leads/types';
import { revealBidiControls } from '../../../src/studio/visible-text';

/** U+202E (right-to-left override) turns "evil‮gnp.exe" into what reads as "evilexe.png". */
const RLO = '\u202E';
const fileName = `evil${RLO}gnp.exe`;
const shown = 'evil⟨U+202E⟩gnp.exe';

const lead: Lead = {
  kind: 'founder',
  id: '0b7f6a52-3c1d-4e0a-9a51-5c7d2e8f4b10',
  created_at: '2026-11-27T10:00:00.000Z',
  name: `Ann${RLO}eixeM`,
  email: 'ann@example.com',
  phone: null,
  country: null,
  route: '/partner',
  locale: 'en',
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer: null,
  experiment: null,
  arm: null,
  consent: null,
  payment_status: null,
  amount: null,
  currency: null,
  product_id: null,
  details: { note: `see ${fileName}` },
};

describe('right-to-left override in what visitors typed', () => {
  afterEach(cleanup);

  it('marks every bidirectional control and leaves other text, including real Arabic and Hebrew, as it is', () => {
    expect(revealBidiControls(fileName)).toBe(shown);
    expect(revealBidiControls('a\u200Eb\u200Fc\u2066d\u2069e\u061Cf')).toBe('a⟨U+200E⟩b⟨U+200F⟩c⟨U+2066⟩d⟨U+2069⟩e⟨U+061C⟩f');
    expect(revealBidiControls('مرحبا שלום José 山田')).toBe('مرحبا שלום José 山田');
  });

  it('a file named evil‮gnp.exe no longer shows as evilexe.png in the lead files list', () => {
    const file = { id: 'f1', name: fileName, type: 'image/png', size: 2048, path: 'lead/f1', created_at: lead.created_at };
    render(<LeadFilesList files={[file]} onOpen={() => {}} />);
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Open ${shown}` })).toBeTruthy();
    expect(document.body.textContent).not.toContain(RLO);
  });

  it('a name with an override shows the mark in the leads table and the lead dialog', () => {
    render(<LeadsTable rows={[lead]} query={readLeadQuery(new URLSearchParams())} onSort={() => {}} onOpen={() => {}} />);
    expect(screen.getByRole('button', { name: 'Ann⟨U+202E⟩eixeM' })).toBeTruthy();
    cleanup();
    render(<LeadDetail lead={lead} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Ann⟨U+202E⟩eixeM' });
    expect(within(dialog).getByText(`see ${shown}`)).toBeTruthy();
    expect(dialog.textContent).not.toContain(RLO);
  });
});
