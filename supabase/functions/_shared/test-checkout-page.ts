import { checkoutTexts, type CheckoutTexts } from './test-checkout-texts.ts';
import { defaultLocale, type SiteLocale } from './locales.generated.ts';
import { numberLocaleOf } from './checkout-locale.ts';

/**
 * The local test checkout's pages: plain HTML, no scripts, every text escaped. It must never
 * be mistaken for a real payment page, so the warning is the first thing on it. It speaks the
 * language of the page the payment started on, as Stripe's page does.
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const layout = (locale: SiteLocale, title: string, body: string) => `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}
.banner{background:#fff3cd;border:2px solid #b58100;padding:.75rem 1rem;border-radius:.5rem;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
.amount small{font-size:1rem;font-weight:400}
.lines{list-style:none;padding:0;margin:1rem 0 0}.lines li{display:flex;justify-content:space-between;border-bottom:1px solid #ddd;padding:.4rem 0}
.recurring{margin-top:-1rem}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #333;cursor:pointer;margin-right:.5rem}
button[value=pay]{background:#111;color:#fff}
</style></head><body>${body}</body></html>`;

export function formatAmount(minorUnits: number, currency: string, locale: SiteLocale = defaultLocale): string {
  return new Intl.NumberFormat(numberLocaleOf(locale), { style: 'currency', currency: currency.toUpperCase() }).format(minorUnits / 100);
}

export interface CheckoutView {
  sessionId: string;
  productName: string;
  amount: number;
  currency: string;
  /** A subscription: charged again every week or month. */
  interval?: 'week' | 'month';
  /** A bundle's lines, as Stripe lists them. */
  lines?: { name: string; amount: number }[];
  action: string;
  locale: SiteLocale;
}

export function checkoutPage(view: CheckoutView): string {
  const texts: CheckoutTexts = checkoutTexts[view.locale];
  const money = (minor: number) => escapeHtml(formatAmount(minor, view.currency, view.locale));
  const lines = view.lines?.length
    ? `<ul class="lines">${view.lines.map((l) => `<li><span>${escapeHtml(l.name)}</span><span>${money(l.amount)}</span></li>`).join('')}</ul>`
    : '';
  const interval = view.interval ? texts.intervals[view.interval] : undefined;
  const recurring = interval ? `<p class="recurring">${escapeHtml(texts.recurring(formatAmount(view.amount, view.currency, view.locale), interval))}</p>` : '';
  return layout(
    view.locale,
    texts.title,
    `<p class="banner" role="note">${escapeHtml(texts.banner)}</p>
<h1>${escapeHtml(view.productName)}</h1>
${lines}<p class="amount">${money(view.amount)}${interval ? ` <small>/ ${escapeHtml(interval)}</small>` : ''}</p>
${recurring}
<form method="post" action="${escapeHtml(view.action)}">
<input type="hidden" name="session_id" value="${escapeHtml(view.sessionId)}">
<input type="hidden" name="locale" value="${escapeHtml(view.locale)}">
<button type="submit" name="action" value="pay">${escapeHtml(texts.pay)}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(texts.cancel)}</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, locale: SiteLocale = defaultLocale): string {
  const banner = escapeHtml(checkoutTexts[locale].shortBanner);
  return layout(locale, title, `<p class="banner" role="note">${banner}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
