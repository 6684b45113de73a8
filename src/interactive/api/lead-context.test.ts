// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadContext, rememberLanding } from './lead-context';

const visit = (address: string, referrer = '') => {
  history.replaceState(null, '', address);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
};

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
  visit('/');
});

describe('where a lead came from', () => {
  it("keeps the landing page's UTM parameters and outside referrer for the session, past a click to another page", () => {
    visit('/v1?utm_source=newsletter&utm_campaign=spring', 'https://search.example/?q=glamping');
    rememberLanding();
    visit('/apply', `${location.origin}/v1`);
    rememberLanding();
    expect(leadContext()).toMatchObject({
      route: '/apply',
      utm: { source: 'newsletter', campaign: 'spring' },
      referrer: 'https://search.example/?q=glamping',
    });
  });

  it('a page view with neither UTM parameters nor an outside referrer does not touch storage (was: every page load read it, a blocking call on a phone)', () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    const write = vi.spyOn(Storage.prototype, 'setItem');
    visit('/v1', `${location.origin}/`);
    rememberLanding();
    expect(read).not.toHaveBeenCalled();
    expect(write).not.toHaveBeenCalled();
  });
});
