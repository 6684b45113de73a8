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

  it('reads only the five UTM keys as strings, and nothing from storage that is not its own', () => {
    visit('/apply');
    for (const [kept, expected] of [
      ['not json', { utm: {}, referrer: '' }],
      ['null', { utm: {}, referrer: '' }],
      ['[1,2]', { utm: {}, referrer: '' }],
      ['{"utm":"newsletter","referrer":7}', { utm: {}, referrer: '' }],
      [
        '{"utm":{"source":"newsletter","medium":3,"campaign":null,"id":"x","__proto__":{"term":"t"}},"referrer":"https://search.example/"}',
        { utm: { source: 'newsletter' }, referrer: 'https://search.example/' },
      ],
    ] as const) {
      sessionStorage.setItem('landfall-landing', kept);
      const { utm, referrer } = leadContext();
      expect({ utm, referrer }, kept).toEqual(expected);
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(leadContext()).toMatchObject({ utm: {}, referrer: '' });
  });
});
