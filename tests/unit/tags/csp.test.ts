import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../scripts/security-headers';
import { allTags } from './tag-page';

const policy = (tags?: Parameters<typeof contentSecurityPolicy>[0]['tags']) =>
  Object.fromEntries(
    contentSecurityPolicy({ inlineScripts: ['loader'], frameUrls: ['https://calendly.com/landfall/30min'], tags })
      .split('; ')
      .map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name!, sources];
      }),
  );

const thirdParty = /google|doubleclick|facebook/;
const hostsIn = (csp: Record<string, string[]>) =>
  Object.values(csp)
    .flat()
    .filter((source) => thirdParty.test(source));

describe('the Content-Security-Policy allows exactly the declared tags', () => {
  it('none declared: no Google or Meta host anywhere in the policy', () => {
    expect(hostsIn(policy())).toEqual([]);
    expect(policy()).toEqual(policy({}));
  });

  it('GA4 alone: its script host and collection hosts, nothing of Ads or Meta', () => {
    const csp = policy({ ga4: 'G-TEST12345' });
    expect(csp['script-src']).toContain('https://www.googletagmanager.com');
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(csp['frame-src']).toEqual(['https://calendly.com']);
    expect(hostsIn(csp).filter((host) => /doubleclick|googleadservices|facebook/.test(host))).toEqual([]);
  });

  it('a Meta pixel alone: connect.facebook.net for its script, www.facebook.com for its events, nothing of Google', () => {
    const csp = policy({ metaPixel: '123456789012345' });
    expect(csp['script-src']).toContain('https://connect.facebook.net');
    expect(csp['connect-src']).toContain('https://www.facebook.com');
    expect(csp['img-src']).toContain('https://www.facebook.com');
    expect(hostsIn(csp).filter((host) => /google|doubleclick/.test(host))).toEqual([]);
  });

  it('all three: each host once per directive, the Ads frame beside the booking page, and still no inline script but the hashed ones', () => {
    const csp = policy(allTags);
    for (const sources of Object.values(csp)) expect(new Set(sources).size).toBe(sources.length);
    expect(csp['frame-src']).toEqual(['https://calendly.com', 'https://td.doubleclick.net']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']?.filter((source) => source.startsWith("'"))).toEqual(policy()['script-src']?.filter((source) => source.startsWith("'")));
  });
});
