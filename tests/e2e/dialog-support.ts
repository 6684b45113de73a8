import type { Locator, Page } from '@playwright/test';
import { loadSite } from '../../src/site/engine';
import { dialogPayload } from '../../src/interactive/dialogs/dialog-payload';
import type { PageData } from '../../src/engine/page-schema';
import type { VisitorRpc } from '../../src/contract/rpcs';
import type { CookieBannerProps } from '../../src/blocks/cookie-banner/schema';
import type { PartnerCtaProps } from '../../src/site/blocks/partner-cta/schema';
import { expect, root } from './support';

/** What the dialog browser tests share: the texts from dialogs.yaml and ways to reach the dialogs. */
export const loaded = loadSite({ root });
export const dialogs = loaded.dialogs!;
export const en = dialogPayload(dialogs, 'en').texts;
export const es = dialogPayload(dialogs, 'es').texts;

/**
 * The first built page whose data holds an action of this kind (More Info, Apply to Partner…),
 * in a block of `type` when given, on a page that also has blocks of every type in `alsoHas`.
 */
export function routeWith(kind: string, type?: string, alsoHas: string[] = []): string {
  const has = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(has)
      : !!value && typeof value === 'object' && (Object.entries(value).some(([key, v]) => key === 'kind' && v === kind) || Object.values(value).some(has));
  const page = loaded.pages.find(
    (p) => p.data.blocks.some((b) => (!type || b.type === type) && has(b)) && alsoHas.every((t) => p.data.blocks.some((b) => b.type === t)),
  );
  if (!page) throw new Error(`no page has a ${kind} action${type ? ` in a ${type} block` : ''}`);
  return page.data.route;
}
/** A block of a page, typed by the caller as expected.ts does (the registry's union does not narrow by type). */
export function blockOf<P>(route: string, type: string): P {
  const block = loaded.pages.find((p) => p.data.route === route)?.data.blocks.find((b) => b.type === type);
  if (!block) throw new Error(`${route} has no ${type} block`);
  return block as unknown as P;
}

export const infoRoute = routeWith('info');
export const partnerRoute = routeWith('partner');

export async function consentGiven(page: Page) {
  const holder = loaded.pages.find((p) => p.data.blocks.some((b) => b.type === 'cookie-banner'));
  if (!holder) return;
  const banner = blockOf<CookieBannerProps>(holder.data.route, 'cookie-banner');
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [banner.storageKey, banner.acceptValue] as const);
}

/**
 * The reads a page makes of itself as its behaviours start (a spots banner's live count), not
 * anything a visitor's tap sends: a behaviour is marked running before its request leaves, so one
 * could land after a test had seen the page hydrated and begun to watch ("an empty submit … sends
 * nothing" once recorded /apply's banner asking for its count).
 */
const pageReads = ['live_offer_counts', 'plot_board_taken'] as const satisfies readonly VisitorRpc[];

/** Records the page events (dataLayer pushes) and every backend request a visitor's action makes. */
export async function watch(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(rest|functions)\/v1\//.test(path) && !pageReads.some((rpc) => path.endsWith(`/rpc/${rpc}`))) requests.push(`${request.method()} ${path}`);
  });
  return {
    requests,
    events: () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => ({ ...entry }))),
  };
}

/**
 * A dialog on screen: the React one, or a first step the page carries as a native <dialog> while
 * it is open (closed, it waits in the page for the next tap).
 */
export const founderDialog = (page: Page) => page.locator('[data-dialog="founder"]:not(dialog:not([open]))');
export const partnerDialog = (page: Page) => page.locator('[data-dialog="partnership"]:not(dialog:not([open]))');

export async function openFounderForm(page: Page) {
  await page.getByRole('button', { name: 'More Info', exact: true }).first().click();
  const dialog = founderDialog(page);
  await expect(dialog).toHaveAttribute('data-step', 'intro');
  await dialog.getByRole('button', { name: en.founder.intro.button }).click();
  await expect(dialog).toHaveAttribute('data-step', 'form');
  return dialog;
}

export async function pickCode(page: Page, scope: Locator, name: RegExp) {
  await scope.getByRole('combobox', { name: en.founder.form.countryCode.label }).click();
  await page.getByRole('option', { name }).click();
}

export async function fillFounder(page: Page, dialog: Locator, values: { name: string; email: string; phone: string }) {
  const f = en.founder.form;
  await dialog.getByLabel(f.name.label, { exact: true }).fill(values.name);
  await dialog.getByLabel(f.email.label, { exact: true }).fill(values.email);
  await pickCode(page, dialog, /United Kingdom \(\+44\)/);
  await dialog.getByLabel(f.phone.label, { exact: true }).fill(values.phone);
}

export const toast = (page: Page) => page.locator('[data-slot="toast"]');
export const red = 'rgb(185, 28, 28)';

/** The label of the page's partner button (the partner-cta block's). */
export function partnerButton(page: PageData): string {
  return blockOf<PartnerCtaProps>(page.route, 'partner-cta').button.label;
}
