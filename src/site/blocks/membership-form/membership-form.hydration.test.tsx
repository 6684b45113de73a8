// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:9/thank-you?session_id=cs_unit_test"}
/**
 * The thank-you form as a phone meets it: prerendered HTML first, typed into, and only then
 * hydrated. Port 9 refuses connections, so the submit reaches the network and fails like a
 * backend that is down (the browser test in tests/e2e/prehydration.spec.ts sends it for real).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { enhance } from '../../../interactive/client/enhance';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { valid } from './fixtures';
import type { MembershipIslandProps } from './island-props';
import MembershipFormIsland from './membership-form.island';

let root: Root | undefined;
let stopBehaviours = () => {};
let fetchSpy: MockInstance<typeof fetch>;
const recoverable: unknown[] = [];

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = renderBlock(block, valid.english!);
  stopBehaviours = enhance(document);
});
afterEach(() => {
  stopBehaviours();
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  recoverable.length = 0;
});

const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Hydrates the island from its serialized props, as src/interactive/client/main.ts does. */
async function hydrate() {
  const element = document.querySelector<HTMLElement>('[data-island="site/blocks/membership-form/membership-form"]')!;
  const props = JSON.parse(element.dataset.props!) as MembershipIslandProps;
  await act(async () => {
    root = hydrateRoot(element, <MembershipFormIsland {...props} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
}

describe('membership form typed into before hydration', () => {
  it('keeps and sends what was typed and picked (was: "Name is required" under a filled field)', async () => {
    control<HTMLInputElement>('member-name').value = 'Ada Lovelace';
    control<HTMLInputElement>('member-email').value = 'ada@example.com';
    control<HTMLInputElement>('member-phone').value = '612 345 678';
    control<HTMLSelectElement>('member-phone-code').value = 'ES';
    await hydrate();
    expect(recoverable).toEqual([]);

    const submit = screen.getByRole('button', { name: 'Complete Membership' });
    act(() => submit.click());
    expect(document.querySelectorAll('[data-slot="form-message"]')).toHaveLength(0);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/rest\/v1\/rpc\/complete_membership$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '612 345 678',
      countryCode: '+34',
      sessionId: 'cs_unit_test',
    });
    // The backend is unreachable here: the values stay for another try.
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    expect(control<HTMLInputElement>('member-name').value).toBe('Ada Lovelace');
    expect(control<HTMLSelectElement>('member-phone-code').value).toBe('ES');
  });

  it('with nothing typed, the YAML default stays and the checks speak as before', async () => {
    await hydrate();
    expect(control<HTMLSelectElement>('member-phone-code').value).toBe('US');
    act(() => screen.getByRole('button', { name: 'Complete Membership' }).click());
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the success heading once the address names a payment, and hides the no-payment message', async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' }).className).not.toMatch(/\binvisible\b/);
    expect(screen.queryByRole('heading', { name: valid.english!.noSession!.heading })).toBeNull();
  });

  it('without ?session_id= shows what to do instead, never the success heading (was: "Payment Successful!")', async () => {
    const address = window.location.href;
    window.history.replaceState(null, '', '/thank-you');
    try {
      stopBehaviours();
      document.body.innerHTML = renderBlock(block, valid.english!);
      stopBehaviours = enhance(document);
    } finally {
      window.history.replaceState(null, '', address);
    }
    const texts = valid.english!.noSession!;
    expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Membership' })).toBeNull();
  });
});
