import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../engine/load-site';
import { renderDocument } from '../render/document';
import { dialogPayload, payloadScript } from './dialog-payload';

const root = join(import.meta.dirname, '../..');
const loaded = loadSite({ root });
const dialogs = loaded.dialogs!;
const site = loaded.site!;
const page = (route: string) => loaded.pages.find((p) => p.data.route === route)!.data;
const assets = { stylesheets: ['/s.css'], script: '/main.js' };

const payloadIn = (html: string) => {
  const json = html.match(/<script type="application\/json" id="landfall-dialogs">(.*?)<\/script>/)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
};

describe('dialog texts in the page', () => {
  it('a page with action buttons carries its language\'s texts and the shared settings', () => {
    const html = renderDocument(page('/mansion'), site, assets, dialogs);
    const payload = payloadIn(html);
    expect(payload).toEqual(dialogPayload(dialogs, 'en'));
    expect(payload.texts.founder.intro.button).toBe('Get the dossier');
    expect(payload.schedulingUrl).toBe(dialogs.schedulingUrl);
    expect(payload).not.toHaveProperty('es');
  });

  it('a Spanish page gets the Spanish texts', () => {
    const spanish = { ...page('/mansion'), locale: 'es' as const };
    expect(payloadIn(renderDocument(spanish, site, assets, dialogs)).texts).toEqual(dialogs.es);
  });

  it('a page without action buttons carries none', () => {
    const html = renderDocument(page('/terms'), site, assets, dialogs);
    expect(html).not.toContain('data-action=');
    expect(html).not.toContain('landfall-dialogs');
  });

  it('escapes "<" so no text can end the script element', () => {
    const payload = dialogPayload(dialogs, 'en');
    const tricky = { ...payload, texts: { ...payload.texts, close: '</script><script>alert(1)</script>' } };
    const script = payloadScript(tricky);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, '')).texts.close).toBe(tricky.texts.close);
  });
});
