import type { Locale } from '../engine/site-schema';
import type { Dialogs, DialogTexts } from './dialogs-schema';

/** What one page gets of dialogs.yaml: its language's texts and the shared settings. */
export type DialogPayload = Omit<Dialogs, 'en' | 'es'> & { locale: Locale; texts: DialogTexts };

export const payloadElementId = 'landfall-dialogs';

export function dialogPayload(dialogs: Dialogs, locale: Locale): DialogPayload {
  const { en, es, ...shared } = dialogs;
  return { ...shared, locale, texts: { en, es }[locale] };
}

/** The payload as a JSON script tag; `<` is escaped so no text can close the tag. */
export function payloadScript(payload: DialogPayload): string {
  const json = JSON.stringify(payload).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${payloadElementId}">${json}</script>`;
}

/**
 * The payload the build wrote into this page. It was validated against dialogsSchema at build
 * time (load-site.ts), which is why it is trusted here without a second schema in the browser.
 */
export function readPayload(): DialogPayload | undefined {
  const element = document.getElementById(payloadElementId);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as DialogPayload;
}
