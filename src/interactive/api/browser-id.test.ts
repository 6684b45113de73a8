// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_ID_KEY, browserId, browserIdPattern, browserStorage } from './browser-id';
import { defaultSubmissionLimits, submissionKey, takeSubmission } from '../forms/submission-limit';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the browser id (spec §9: 32 characters)', () => {
  it('is 32 URL-safe characters, kept in localStorage and the same after a reload', async () => {
    const id = browserId();
    expect(id).toHaveLength(32);
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(id);
    vi.resetModules();
    const reloaded = await import('./browser-id');
    expect(reloaded.browserId()).toBe(id);
  });

  it('is random: two browsers (cleared storage) get different ids, spread over the whole alphabet', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i++) {
      localStorage.clear();
      ids.add(browserId());
    }
    expect(ids.size).toBe(200);
    expect(new Set([...ids].join('')).size).toBe(64);
  });

  it('is new once the site data is cleared, and replaces a stored value that is not an id', () => {
    const first = browserId();
    localStorage.clear();
    const second = browserId();
    expect(second).not.toBe(first);
    localStorage.setItem(BROWSER_ID_KEY, '<script>alert(1)</script>');
    const third = browserId();
    expect(third).toMatch(browserIdPattern);
    expect(localStorage.getItem(BROWSER_ID_KEY)).toBe(third);
  });

  it('falls back to sessionStorage when localStorage refuses writes, and to memory when both do', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage) {
      if (this === localStorage) throw new DOMException('quota', 'QuotaExceededError');
      return undefined;
    });
    expect(browserStorage()).toBe(sessionStorage);
    vi.restoreAllMocks();

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = browserId();
    expect(id).toMatch(browserIdPattern);
    expect(browserId()).toBe(id);
  });
});

describe('client submission limits, per browser id', () => {
  it('are kept under the browser id: a cleared browser starts a new count', () => {
    const limit = defaultSubmissionLimits.partnership;
    for (let i = 0; i < 4; i++) expect(takeSubmission('partnership', limit, 1000 + i)).toBe(true);
    expect(takeSubmission('partnership', limit, 2000)).toBe(false);
    expect(submissionKey('partnership')).toBe(`landfall-submissions:${browserId()}:partnership`);
    expect(JSON.parse(localStorage.getItem(submissionKey('partnership'))!)).toEqual([1000, 1001, 1002, 1003]);

    localStorage.clear();
    expect(takeSubmission('partnership', limit, 2001)).toBe(true);
  });

  it('do not carry over to another id in the same storage', () => {
    const limit = { max: 1, windowMs: 60_000 };
    expect(takeSubmission('founder', limit, 10)).toBe(true);
    expect(takeSubmission('founder', limit, 11)).toBe(false);
    localStorage.setItem(BROWSER_ID_KEY, 'A'.repeat(32));
    expect(takeSubmission('founder', limit, 12)).toBe(true);
  });
});
