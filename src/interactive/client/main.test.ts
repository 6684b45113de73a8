// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { block as earlyAccess } from '../../blocks/early-access';
import { valid } from '../../blocks/early-access/fixtures';
import { renderBlock } from '../../blocks/testing';

afterAll(() => {
  document.body.innerHTML = '';
});

describe("the page's client entry", () => {
  it("a behaviour's form submitted after the entry loaded, before that behaviour's turn, is carried out, not dropped (behaviours run one per task)", async () => {
    document.body.innerHTML = renderBlock(earlyAccess, valid.english!);
    window.__landfallQueue = [];
    await import('./main');
    const element = document.querySelector<HTMLElement>('[data-behaviour]')!;
    // The entry has run; no behaviour has had its turn yet.
    expect('hydrated' in element.dataset).toBe(false);
    const input = element.querySelector<HTMLInputElement>('[data-email]')!;
    input.value = 'not an email';
    element.querySelector('form')!.requestSubmit();
    await expect.poll(() => element.querySelector('[data-field-error]')?.textContent, { timeout: 5_000 }).toBe('Invalid email format');
    expect(input.value).toBe('not an email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
