// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/** The banner as the browser exposes it: hidden elements have no role. */
const banner = () => document.querySelector<HTMLElement>('section[aria-label="Cookie consent"]:not([hidden])');
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

describe('cookie-banner block', () => {
  let stop = () => {};
  const mount = async (fixture = valid.english!) => ({ stop } = await mountBlock(block, fixture));
  beforeEach(() => localStorage.clear());
  afterEach(() => stop());

  it('prerenders the banner hidden, with every text in the HTML, and only the storage settings as props', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/^<div data-behaviour="blocks\/cookie-banner\/cookie-consent" data-props="[^"]*" class="contents"><section hidden=""/);
    expect(html).toContain('We use cookies to run this site');
    expect(html).toContain('href="/cookies"');
    const props = JSON.parse(html.match(/data-props="([^"]*)"/)![1]!.replace(/&quot;/g, '"'));
    expect(props).toEqual({ storageKey: 'cookie-consent', acceptValue: 'true', declineValue: 'declined' });
  });

  it('shows the banner when no choice is stored, as a fixed overlay with a link to the policy', async () => {
    await mount();
    expect(banner()).not.toBeNull();
    expect(banner()!.textContent).toContain('We use cookies to run this site');
    expect(banner()!.querySelector('a')!.getAttribute('href')).toBe('/cookies');
    expect(banner()!.className).toContain('fixed');
  });

  it('stores "true" on Accept, hides, and stays hidden after a reload', async () => {
    await mount();
    button('Accept').click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('true');
    stop();
    await mount();
    expect(banner()).toBeNull();
  });

  it('stores "declined" on Decline', async () => {
    await mount();
    button('Decline').click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('declined');
  });

  it('counts the close button as a decline', async () => {
    await mount();
    button('Close and decline cookies').click();
    expect(banner()).toBeNull();
    expect(localStorage.getItem('cookie-consent')).toBe('declined');
  });

  it.each(['true', 'declined'])('stays hidden when %s is already stored', async (value) => {
    localStorage.setItem('cookie-consent', value);
    await mount();
    expect(banner()).toBeNull();
  });

  it('uses the storage key from YAML', async () => {
    localStorage.setItem('cookie-consent', 'true');
    await mount(valid.customKey!);
    button('Aceptar').click();
    expect(localStorage.getItem('landfall-consent')).toBe('true');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
