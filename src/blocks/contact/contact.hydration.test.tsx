// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://127.0.0.1:9/partner"}
/**
 * The contact form as a phone meets it: prerendered HTML first, typed into, and only then
 * hydrated. Port 9 refuses connections, so the submit reaches the network and fails like a
 * backend that is down (tests/e2e/contact.spec.ts sends one for real).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderBlock } from '../testing';
import { block } from '.';
import ContactIsland from './contact.island';
import { valid } from './fixtures';
import type { ContactIslandProps } from './island-props';

let root: Root | undefined;
let fetchSpy: MockInstance<typeof fetch>;
const recoverable: unknown[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  recoverable.length = 0;
});

const control = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Hydrates the island from its serialized props, as src/interactive/client/hydrate-island.ts does. */
async function hydrate() {
  const element = document.querySelector<HTMLElement>('[data-island="blocks/contact/contact"]')!;
  const props = JSON.parse(element.dataset.props!) as ContactIslandProps;
  await act(async () => {
    root = hydrateRoot(element, <ContactIsland {...props} />, { onRecoverableError: (error) => recoverable.push(error) });
  });
}

describe('contact form typed into before hydration', () => {
  it('keeps and sends what was typed, then shows the failure text and keeps it all when the backend is down', async () => {
    document.body.innerHTML = renderBlock(block, valid.english!);
    control<HTMLInputElement>('contact-name').value = 'Ada Lovelace';
    control<HTMLInputElement>('contact-email').value = 'ada@example.com';
    control<HTMLTextAreaElement>('contact-message').value = 'Typed while the page was still loading.';
    await hydrate();
    expect(recoverable).toEqual([]);

    act(() => screen.getByRole('button', { name: 'Send Message' }).click());
    expect(document.querySelectorAll('[data-slot="form-message"]')).toHaveLength(0);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(String(url)).toMatch(/\/rest\/v1\/rpc\/submit_contact$/);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'Typed while the page was still loading.',
      route: '/partner',
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(valid.english!.failed));
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
    expect(control<HTMLTextAreaElement>('contact-message').value).toBe('Typed while the page was still loading.');
    expect(document.querySelector('form')?.hidden).toBe(false);
  });

  it('with nothing typed, checks in the page language as before (Spanish)', async () => {
    document.body.innerHTML = renderBlock(block, valid.spanish!, 'es');
    await hydrate();
    act(() => screen.getByRole('button', { name: 'Enviar Mensaje' }).click());
    expect(control<HTMLElement>('contacto-name-message').textContent).toBe('El nombre es obligatorio');
    expect(control<HTMLElement>('contacto-message-message').textContent).toBe('El mensaje es obligatorio');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
