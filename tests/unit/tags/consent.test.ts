// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allTags, deniedDefaults, fbeventsUrl, freshPage, grantedUpdate, gtagCalls, gtagUrl, loadedScripts, metaCalls, settle } from './tag-page';

describe('marketing tags wait for consent', () => {
  it('before any choice: Consent Mode says denied, nothing loads and no event goes to a tag', async () => {
    const page = await freshPage(allTags);
    expect(gtagCalls()).toEqual([deniedDefaults]);
    page.trackLead();
    page.trackCheckout('founder-membership');
    await settle();
    expect(gtagCalls()).toEqual([deniedDefaults]);
    expect(loadedScripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(page.leadContext().consent).toBe('unset');
  });

  it('declined: nothing loads, a lead sends nothing, and the lead records "denied"', async () => {
    const page = await freshPage(allTags);
    page.applyConsent(false);
    page.trackLead();
    await settle();
    expect(gtagCalls()).toEqual([deniedDefaults]);
    expect(loadedScripts()).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(page.leadContext().consent).toBe('denied');
  });

  it('accepted: Consent Mode is updated at once, the tags load only frames later, with one GA4 page_view and a Meta PageView', async () => {
    const page = await freshPage(allTags);
    page.applyConsent(true);
    expect(gtagCalls()).toEqual([deniedDefaults, grantedUpdate]);
    // Not in the same task: the first paint comes first.
    expect(loadedScripts()).toEqual([]);
    await settle();
    expect(loadedScripts()).toEqual([gtagUrl, fbeventsUrl]);
    const calls = gtagCalls();
    expect(calls.slice(0, 2)).toEqual([deniedDefaults, grantedUpdate]);
    expect(calls).toContainEqual(['config', 'G-TEST12345', { send_page_view: false }]);
    expect(calls.filter((call) => call[0] === 'event')).toEqual([['event', 'page_view', { send_to: 'G-TEST12345' }]]);
    expect(calls).toContainEqual(['config', 'AW-123456789']);
    expect(metaCalls()).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
    ]);
    expect(page.leadContext().consent).toBe('granted');
  });

  it('with consent, a founder lead sends generate_lead, the Ads conversion and Meta Lead; a payment start begin_checkout and InitiateCheckout', async () => {
    const page = await freshPage(allTags);
    page.applyConsent(true);
    page.trackLead();
    page.trackCheckout('founder-membership');
    await settle();
    const events = gtagCalls().filter((call) => call[0] === 'event' && call[1] !== 'page_view');
    expect(events).toEqual([
      ['event', 'generate_lead', { send_to: 'G-TEST12345' }],
      ['event', 'conversion', { send_to: 'AW-123456789/AbC-D_efG' }],
      ['event', 'begin_checkout', { send_to: 'G-TEST12345', items: [{ item_id: 'founder-membership' }] }],
    ]);
    expect(metaCalls().slice(2)).toEqual([
      ['track', 'Lead'],
      ['track', 'InitiateCheckout', { content_ids: ['founder-membership'] }],
    ]);
  });

  it('a second accept on the page (another banner) loads each tag once', async () => {
    const page = await freshPage(allTags);
    page.applyConsent(true);
    page.applyConsent(true);
    await settle();
    expect(loadedScripts()).toEqual([gtagUrl, fbeventsUrl]);
    expect(gtagCalls().filter((call) => call[1] === 'update')).toHaveLength(1);
  });

  it('a site with only a Meta pixel carries no Google code: no data layer, no gtag, only fbevents.js after Accept', async () => {
    const page = await freshPage({ metaPixel: '123456789012345' });
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    page.applyConsent(true);
    page.trackLead();
    await settle();
    expect(loadedScripts()).toEqual([fbeventsUrl]);
    expect(metaCalls()).toEqual([
      ['init', '123456789012345'],
      ['track', 'PageView'],
      ['track', 'Lead'],
    ]);
  });

  it('a site with only GA4 loads gtag.js for it and sends no Ads conversion', async () => {
    const page = await freshPage({ ga4: 'G-TEST12345' });
    page.applyConsent(true);
    page.trackLead();
    await settle();
    expect(loadedScripts()).toEqual([gtagUrl]);
    expect(gtagCalls().filter((call) => call[0] === 'event')).toEqual([
      ['event', 'page_view', { send_to: 'G-TEST12345' }],
      ['event', 'generate_lead', { send_to: 'G-TEST12345' }],
    ]);
  });

  it('a site that declares no tag loads nothing on Accept, and the lead still records the choice', async () => {
    const page = await freshPage(undefined);
    page.applyConsent(true);
    page.trackLead();
    await settle();
    expect(loadedScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(page.leadContext().consent).toBe('granted');
  });
});
