// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddWebhookForm } from '../../../src/studio/webhooks/add-webhook-form';
import { justAdded, someWebhooks } from '../../../src/studio/webhooks/fixtures';
import { webhookUrlProblem } from '../../../src/studio/webhooks/url-rule';
import { WebhooksView, type WebhooksViewProps } from '../../../src/studio/webhooks/webhooks-view';

const view = (overrides: Partial<WebhooksViewProps> = {}): WebhooksViewProps => ({
  list: { data: someWebhooks, error: null, isPending: false, retry: () => {} },
  add: { onAdd: () => {}, pending: false, onDismiss: () => {} },
  toggle: { onToggle: () => {} },
  ...overrides,
});

describe('webhooks in the studio', () => {
  afterEach(cleanup);

  it("applies the spec's URL rule with the database's own texts", () => {
    expect(webhookUrlProblem('https://crm.example.com/hooks')).toBeUndefined();
    expect(webhookUrlProblem('http://crm.example.com')).toBeUndefined();
    expect(webhookUrlProblem('ftp://crm.example.com')).toBe('Enter an address starting with http:// or https://');
    expect(webhookUrlProblem('https://crm.example.com/a b')).toBe('Enter an address starting with http:// or https://');
    expect(webhookUrlProblem(`https://crm.example.com/${'a'.repeat(2048)}`)).toBe('URL too long');
  });

  it('shows a refused address under the field and sends nothing', () => {
    const onAdd = vi.fn();
    render(<AddWebhookForm onAdd={onAdd} pending={false} />);
    fireEvent.change(screen.getByLabelText('Endpoint URL'), { target: { value: 'crm.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onAdd).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Endpoint URL');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Enter an address starting with http:// or https://');
    fireEvent.change(field, { target: { value: ' https://crm.example.com/hooks ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onAdd).toHaveBeenCalledWith('https://crm.example.com/hooks');
  });

  it("shows the server's refusal inline too", () => {
    render(
      <WebhooksView
        {...view({ add: { onAdd: () => {}, pending: false, onDismiss: () => {}, error: 'Addresses of this machine or a private network are refused' } })}
      />,
    );
    expect(screen.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Addresses of this machine or a private network are refused')).toBeTruthy();
  });

  it('shows a new secret once, with a copy button and the warning, until dismissed', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<WebhooksView {...view({ add: { onAdd: () => {}, pending: false, onDismiss, added: justAdded } })} />);
    expect(screen.getByTestId('new-secret').textContent).toBe(justAdded.secret);
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(onDismiss).toHaveBeenCalled();
    rerender(<WebhooksView {...view()} />);
    expect(screen.queryByTestId('new-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(justAdded.secret);
  });

  it('lists endpoints with a switch each, and deliveries with their state, attempts and last answer', () => {
    const onToggle = vi.fn();
    render(<WebhooksView {...view({ toggle: { onToggle } })} />);
    const paused = screen.getByRole('switch', { name: 'Deliver to https://old-crm.example.org/webhook?team=sales' });
    expect(paused.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(paused);
    expect(onToggle).toHaveBeenCalledWith('9d2e7a10-1b2c-4d3e-8f90-a1b2c3d4e5f6', true);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[2]!.textContent)).toEqual(['pending', 'delivered', 'pending', 'dead']);
    expect(rows[0]!.textContent).toContain('Nov 26, 08:09 UTC');
    expect(rows[0]!.textContent).toContain('503');
  });

  it("gives a paused endpoint's waiting delivery no next time, in the table and on phones (was: the time the drainer once set)", () => {
    render(<WebhooksView {...view()} />);
    const waiting = screen.getAllByRole('row').slice(1)[2]!;
    expect(waiting.textContent).toContain('old-crm.example.org');
    expect(waiting.querySelectorAll('td')[4]!.textContent).toBe('when the endpoint is resumed');
    expect(waiting.textContent).not.toContain('07:31');
    const card = screen.getAllByRole('listitem').find((item) => item.textContent?.includes('502'))!;
    expect(card.textContent).toContain('next when the endpoint is resumed');
    expect(card.textContent).not.toContain('07:31');
  });

  it('says when the list could not be read, with the message and a retry', () => {
    const retry = vi.fn();
    render(<WebhooksView {...view({ list: { data: undefined, error: new Error('JWT expired'), isPending: false, retry } })} />);
    expect(screen.getByRole('alert').textContent).toContain('JWT expired');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});
