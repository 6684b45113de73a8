// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import CookieConsent from './cookie-consent.island';
import { invalid, valid } from './fixtures';

const props = block.schema.parse(valid.english);
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('cookie-banner block', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('prerenders nothing visible, only the island with its texts as props', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/^<div data-island="blocks\/cookie-banner\/cookie-consent" data-props="[^"]*" class="contents"><\/div>$/);
    expect(html).toContain('cookie-consent');
  });

  it('shows the banner when no choice is stored, with its texts and a link to the policy', () => {
    render(<CookieConsent {...props} />);
    expect(banner()).not.toBeNull();
    expect(banner()!.textContent).toContain('We use cookies to run this site');
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' }).getAttribute('href')).toBe('/cookies');
    expect(screen.getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(banner()!.className).toContain('fixed');
  });

  it('stores "true" on Accept, hides, and stays hidden after a reload', () => {
    const { unmount } = render(<CookieConsent {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('true');
    unmount();
    render(<CookieConsent {...props} />);
    expect(banner()).toBeNull();
  });

  it('stores "declined" on Decline', () => {
    render(<CookieConsent {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('declined');
  });

  it('counts the close button as a decline', () => {
    render(<CookieConsent {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close and decline cookies' }));
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('declined');
  });

  it.each(['true', 'declined'])('stays hidden when %s is already stored', (value) => {
    localStorage.setItem('cookie-consent', value);
    render(<CookieConsent {...props} />);
    expect(banner()).toBeNull();
  });

  it('uses the storage key from YAML', () => {
    const custom = block.schema.parse(valid.customKey);
    localStorage.setItem('cookie-consent', 'true');
    render(<CookieConsent {...custom} />);
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(localStorage.getItem('landfall-consent')).toBe('true');
  });

  it('hydrates the empty prerender without a mismatch, then shows the banner', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CookieConsent {...props} />);
    expect(container.innerHTML).toBe('');
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <CookieConsent {...props} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('section[aria-label="Cookie consent"]')).not.toBeNull();
    container.remove();
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
