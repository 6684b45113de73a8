import type { Locale } from '../../lib/locales';
import type { ToasterLabels } from '../../ui/toast-store';
import type { Dialogs, DialogTexts } from './dialogs-schema';

/** What one page gets of dialogs.yaml: its language's texts and the shared settings. */
export type DialogPayload = Omit<Dialogs, 'texts'> & { locale: Locale; texts: DialogTexts };

/** Where each language's texts are served: hashed files in a build, a live route in dev. */
export type DialogTextUrls = Partial<Record<Locale, string>>;

export function dialogPayload(dialogs: Dialogs, locale: Locale): DialogPayload {
  const { texts, ...settings } = dialogs;
  const own = texts[locale];
  if (!own) throw new Error(`dialogs.yaml has no texts in "${locale}"; its languages are site.yaml's: ${Object.keys(texts).join(', ')}`);
  return { ...settings, locale, texts: own };
}

/** The toasts' close button and region names in the page's language. */
export const toasterLabels = ({ texts }: DialogPayload): ToasterLabels => ({ close: texts.close, region: texts.notifications });

/**
 * The dev server's address for a language's texts, or for a page's own merged over them (the
 * build writes hashed files instead).
 */
export const devDialogTextsPath = (locale: string, route?: string) => `/_landfall/dialogs-${locale}.json${route ? `?route=${encodeURIComponent(route)}` : ''}`;

/** The language a dev-server request for dialog texts asks for, or undefined for any other path. */
export const devDialogTextsLocale = (pathname: string) => /^\/_landfall\/dialogs-([A-Za-z0-9-]{2,35})\.json$/.exec(pathname)?.[1];

let loading: Promise<DialogPayload | undefined> | undefined;

/**
 * The texts of this page's language, fetched on first use from the file the page names in
 * body[data-dialogs]. Kept out of the HTML: inline they cost every visitor a round trip before
 * first paint (measured with npm run bench:pages) for dialogs most never open. The file was
 * validated against the site's dialogs schema (dialogsSchemaFor) at build time, which is why it is trusted without a second
 * schema in the browser.
 */
export function loadPayload(): Promise<DialogPayload | undefined> {
  const url = document.body.dataset.dialogs;
  if (!url) return Promise.resolve(undefined);
  loading ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<DialogPayload>) : undefined))
    .catch(() => undefined)
    .then((payload) => {
      // A failed fetch (offline) may succeed on the next click.
      if (!payload) loading = undefined;
      return payload;
    });
  return loading;
}
