// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { allTags, fbeventsUrl, freshPage, gtagUrl, loadedScripts, settle } from './tag-page';

/**
 * The cookie banner is the one way a visitor's choice reaches the tags: what the banner stores
 * is what loads, on this visit and on the next.
 */
let stop = () => {};
afterEach(() => stop());

async function visit({ stored }: { stored?: string } = {}) {
  const page = await freshPage(allTags);
  if (stored) localStorage.setItem('cookie-consent', stored);
  const { mountBlock } = await import('../../../src/blocks/testing');
  const { block } = await import('../../../src/blocks/cookie-banner');
  const { valid } = await import('../../../src/blocks/cookie-banner/fixtures');
  ({ stop } = await mountBlock(block, valid.english!));
  return page;
}

const press = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!.click();

describe('the cookie banner and the tags', () => {
  it('load nothing while the banner waits for an answer', async () => {
    const page = await visit();
    await settle();
    expect(loadedScripts()).toEqual([]);
    expect(page.consentState()).toBe('unset');
  });

  it('Accept loads the declared tags', async () => {
    const page = await visit();
    press('Accept');
    await settle();
    expect(loadedScripts()).toEqual([gtagUrl, fbeventsUrl]);
    expect(page.consentState()).toBe('granted');
  });

  it.each(['Decline', 'Close and decline cookies'])('%s loads nothing', async (button) => {
    const page = await visit();
    press(button);
    await settle();
    expect(loadedScripts()).toEqual([]);
    expect(page.consentState()).toBe('denied');
  });

  it('a later visit with Accept stored loads the tags without asking again', async () => {
    const page = await visit({ stored: 'true' });
    await settle();
    expect(document.querySelector('section[aria-label="Cookie consent"]:not([hidden])')).toBeNull();
    expect(loadedScripts()).toEqual([gtagUrl, fbeventsUrl]);
    expect(page.consentState()).toBe('granted');
  });

  it.each(['declined', 'something else'])('a later visit with "%s" stored loads nothing', async (stored) => {
    const page = await visit({ stored });
    await settle();
    expect(loadedScripts()).toEqual([]);
    expect(page.consentState()).toBe('denied');
  });
});
