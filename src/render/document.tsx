import { renderToString } from 'react-dom/server';
import type { PageData } from '../engine/page-schema';
import { alternatesOf } from '../engine/page-translations';
import type { Site } from '../engine/site-schema';
import type { BlockRegistry } from '../engine/vocabulary';
import type { DialogTextUrls } from '../interactive/dialogs/dialog-payload';
import { bodyAttributes } from '../interactive/actions/action-context';
import { htmlText } from '../lib/encode';
import { dialogKinds, shellMarkup } from '../interactive/client/dialog-shell';
import { consentDefaults } from '../interactive/tags/consent-defaults';
import { firstScreenEnd, Page } from './page';
import { themeCss } from './theme-css';
import { textPageScript, type TextPageScripts } from './page-script';
import type { PageExperiment } from '../experiments/build-manifest';
import { maxLengthsOf, renderSlots, SlotPlacementError } from '../experiments/param-slots';
import { errorMessage } from '../engine/error-catalogue';

export interface PageAssets {
  stylesheets: string[];
  /** Client entry; loaded after the load event in production, at once in dev. */
  script: string;
  /** Extra tags for the dev server (its HMR client). */
  dev?: boolean;
  /** The built inline scripts of text pages, which carry no client entry (./page-script.ts). */
  textPages?: TextPageScripts;
}

/**
 * The one inline script of a built page. It loads the client entry two frames after both load and
 * the first contentful paint has been presented, so the first paint never waits for it (measured
 * with npm run bench:pages: a plain import() in the load handler still delayed LCP ~1.5x; on a fast
 * page load fires before the first paint, and two frames after load alone still requested the entry
 * before the headline was on screen: LCP ÷ script-free 1.11). A hero picture (the page's
 * `elementtiming="hero"` image) may be painted after the first paint while it decodes, so on a
 * page with one the entry waits for that picture's paint instead (Element Timing; 3 s at most,
 * and not at all where the API is missing): requested earlier, it counted in the picture's LCP
 * (/family 1.10×).
 * It loads at once when a visitor reaches for a control before that.
 * Until the entry takes over (src/interactive/client/early-input.ts) it holds taps on action buttons and
 * submissions of island and behaviour forms and of a first step's form (not its Cancel or close,
 * which close the dialog natively) in a queue, so nothing done while code loads is lost,
 * and notes the controls reached for. A held tap on a dialog button opens that dialog's first step
 * where the page carries it as HTML (a native <dialog>, src/interactive/dialogs/first-steps.tsx), or
 * else shows the page's busy dialog frame (src/interactive/client/dialog-shell.ts): either way the tap
 * is answered in its own frame. With `query` (a page whose
 * CSS reads it) it names the address's non-empty query keys on <html data-query> before the first
 * paint, so CSS can lay out a state the address chooses from the start (the /thank-you session,
 * src/styles.css) instead of shifting later; other pages do not carry that code.
 * Every byte counts: a page's HTML that no longer fits the first round trip (TCP's initial window,
 * about 14.6 kB compressed) waits a whole round trip more for its first paint.
 * The Content-Security-Policy allows exactly these texts by their hashes (scripts/security-headers.ts);
 * change them and the build's headers follow.
 */
export function pageLoader(script: string, { query = false }: { query?: boolean } = {}): string {
  const names = query
    ? `var k=[];new URLSearchParams(location.search).forEach(function(v,n){v&&k.push(n)});d.documentElement.setAttribute('data-query',k.join(' '));`
    : '';
  return `(function(d,w){var q=w.__landfallQueue=[],l,P=w.PerformanceObserver;${names}function go(){l||(l=import(${JSON.stringify(script)}))}function on(n,f,o){d.addEventListener(n,f,o||true)}function at(e,c){var t=e.target;return t&&t.closest?t.closest(c):null}on('click',function(e){var t=at(e,'[data-action]'),s=d.querySelector('[data-slot=dialog-shell]'),k,m;if(t&&!w.__landfallReady){e.preventDefault();q.push(['click',t]);go();k=/"kind":"([a-z-]+)"/.exec(t.dataset.action);m=k&&d.querySelector('dialog[data-first-step="'+k[1]+'"]');if(m){m.open||m.showModal();m.scrollTop=0}else if(s&&!t.closest('dialog')&&/"kind":"(${dialogKinds.join('|')})"/.test(t.dataset.action)){s.setAttribute('aria-label',t.textContent.trim());s.hidden=false;s.focus()}}});on('submit',function(e){var f=e.target;if(!w.__landfallReady&&at(e,'[data-island],[data-behaviour],dialog[data-hand-over] form:not([method=dialog])')&&(e.submitter||f).formMethod!='dialog'){e.preventDefault();q.push(['submit',f]);go()}});['pointerover','pointerdown','touchstart','focusin'].forEach(function(n){on(n,function(e){var t=at(e,'[data-action],[data-island]');if(t&&!w.__landfallReady){q.push(['intent',t]);go()}},{capture:true,passive:true})});w.addEventListener('load',function(){var n=0,y=d.querySelector('img[elementtiming=hero]')?'element':'paint';function g(){n++||requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})}if(!P||(P.supportedEntryTypes||[]).indexOf(y)==-1)return g();new P(function(e,o){if(e.getEntries().some(function(x){return x.name!='first-paint'})){o.disconnect();g()}}).observe({type:y,buffered:true});setTimeout(g,3000)})})(document,window)`;
}

/**
 * Form controls, which Chrome's autofill inspects when the document's HTML is parsed
 * (DOMContentLoaded), styling the whole page to do it.
 */
export const formControls = /<(input|textarea|select)\b/;

/**
 * The last thing a page with form controls parses: a script, which the parser may not run before
 * the stylesheet above it has arrived, so DOMContentLoaded cannot come first. When it did (a
 * phone's HTML finished before its stylesheet), autofill's look at the form styled every element
 * without the stylesheet, and the stylesheet's arrival then ran each `transition` from the
 * browser's default colours: on /mex 237 transitions on the main thread after load in about half
 * the loads, the long tasks that made its TBT swing between 0 and 290 ms. At the end of the body
 * nothing waits on it: the page above is parsed while the stylesheet loads. It is not empty: the
 * parser does not wait for an empty script. The Content-Security-Policy allows it by its hash like
 * the loader (scripts/security-headers.ts).
 */
export const stylesheetHold = '<script>/* after the stylesheet */</script>';

/**
 * Before its stylesheet arrives, a page's body is `content-visibility: hidden`: nothing under it
 * can be styled without the stylesheet, whatever asks. A pointer moving over a page whose
 * stylesheet is late hit-tests it, which styles every element with the browser's defaults (990 on
 * /mex); the stylesheet then ran each `transition` from those colours (41 on /mex as it was
 * painted) and, in sections skipped until scrolled near (content-visibility: auto), kept the early
 * style until they were drawn, so they faded in from black text and link blue as a visitor reached
 * them (234 more). Elements first styled with the stylesheet have nothing to fade from. The
 * stylesheet shows the body (src/styles.css); should it never come, the body shows itself after
 * 4 s, unstyled, as a page without its stylesheet would have been. The browser paints nothing
 * before the stylesheet either way, so this changes no frame a visitor sees.
 */
export const unstyledBody =
  '<style>body{content-visibility:hidden;animation:0s 4s forwards landfall-unstyled}@keyframes landfall-unstyled{to{content-visibility:visible}}</style>';

export function canonicalUrl(site: Site, route: string): string {
  return new URL(route === '/' ? '/' : route, site.siteUrl).href;
}

/**
 * The full HTML of one route: head tags from the YAML, body prerendered, script only if needed.
 * Pages with action buttons also carry their language's dialog and toast texts as JSON. `blocks` is
 * the site's block registry (its engine's vocabulary.blocks).
 */
export function renderDocument(
  blocks: BlockRegistry,
  page: PageData,
  site: Site,
  assets: PageAssets,
  dialogTexts: DialogTextUrls = {},
  experiment?: PageExperiment,
  /** The site's dialogs' first steps for the action kinds of this page's buttons (Vocabulary.dialogs.firstSteps). */
  firstSteps?: (kinds: readonly string[]) => string,
): string {
  // {param:NAME|default} slots become spans the edge router fills (src/experiments/param-slots.ts).
  const { html: body, misplaced } = renderSlots(renderToString(<Page page={page} site={site} blocks={blocks} />), maxLengthsOf(page.params));
  if (misplaced.length) {
    const problems = misplaced.map((name) => errorMessage('ParamSlot', { slot: `{param:${name}}`, route: page.route, inAttribute: true }));
    throw new SlotPlacementError(page.route, misplaced, problems.join('\n'));
  }
  const hasActions = body.includes('data-action=');
  const kinds = [...new Set([...body.matchAll(/data-action="[^"]*?&quot;kind&quot;:&quot;([\w-]+)&quot;/g)].map((m) => m[1]!))];
  const hasDialogs = kinds.some((kind) => (dialogKinds as readonly string[]).includes(kind));
  // At the end of the body: parsed after the first screen, which never waits for them.
  const steps = hasDialogs && firstSteps ? firstSteps(kinds) : '';
  const interactive = body.includes('data-island=') || body.includes('data-behaviour=') || hasActions;
  // Dialog texts load on the first click; the page only names the file of its language.
  const dialogsUrl = hasActions ? dialogTexts[page.locale] : undefined;
  // An arm other than the control is a copy of the experiment's route: search engines go there.
  const url = canonicalUrl(site, experiment?.canonicalRoute ?? page.route);
  const armCopy = experiment?.canonicalRoute !== undefined;
  const image = new URL(page.image ?? site.defaultImage, site.siteUrl).href;
  const meta: [string, string, string][] = [
    ['name', 'description', page.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', site.siteName],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ['property', 'og:image', image],
    ['property', 'og:locale', site.locales[page.locale]?.ogLocale ?? 'en_US'],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'theme-color', site.themeColor],
  ];
  if (page.route !== '*') meta.push(['property', 'og:url', url]);
  if (page.route === '*' || !page.indexed || armCopy) meta.push(['name', 'robots', 'noindex']);
  // What actions read from the page: its product and its own messages (src/interactive/actions/action-context.ts).
  // The experiment and arm a conversion on this page is attributed to (the forms read them).
  const experimentAttrs = experiment ? { 'data-experiment': experiment.id, 'data-arm': experiment.arm } : {};
  const bodyAttrs = Object.entries({ ...bodyAttributes(page), ...experimentAttrs })
    .map(([name, value]) => ` ${name}="${htmlText(value)}"`)
    .join('');
  // Only a page whose CSS reads the address's query keys (the /thank-you session, src/styles.css) carries the code that names them.
  const query = /data-(session|until-session)=/.test(body);
  const theme = themeCss(site.theme);
  const inline = assets.dev ? undefined : textPageScript(body, assets.textPages, { query });
  const loader = assets.dev ? `<script type="module" src="${assets.script}"></script>` : `<script>${inline ?? pageLoader(assets.script, { query })}</script>`;
  return [
    '<!doctype html>',
    `<html lang="${page.locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${htmlText(page.title)}</title>`,
    ...meta.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${htmlText(value)}">`),
    page.route === '*' ? '' : `<link rel="canonical" href="${htmlText(url)}">`,
    // The page in each language it is written in (its own included) and x-default, for search engines.
    ...(armCopy ? [] : alternatesOf(page, site)).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${htmlText(href)}">`),
    '<link rel="icon" href="/favicon.ico" sizes="32x32">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    // Consent Mode defaults before anything else can run: only on a site that declares a tag, and
    // only on pages with a client entry (without one, nothing could ever load a tag).
    site.tags && interactive ? `<script>${consentDefaults(site.tags)}</script>` : '',
    // In the head: it names the query's keys before the body can be painted (a loader at the end
    // of the body sometimes ran after a first paint, and /thank-you shifted by 0.28). Before the
    // stylesheet, which it does not read: after it, the parser waited for the stylesheet to run it.
    interactive ? loader : '',
    // No paint before the first block is whole (src/render/page.tsx, firstScreenEnd).
    body.includes(`id="${firstScreenEnd}"`) ? `<link rel="expect" href="#${firstScreenEnd}" blocking="render">` : '',
    assets.stylesheets.length ? unstyledBody : '',
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${htmlText(href)}">`),
    // The site's design tokens (site.yaml theme:), over the stylesheet's defaults.
    theme ? `<style>${theme}</style>` : '',
    '</head>',
    `<body${bodyAttrs}${dialogsUrl ? ` data-dialogs="${htmlText(dialogsUrl)}"` : ''}>`,
    `<div id="page">${body}</div>`,
    hasDialogs ? shellMarkup : '',
    steps,
    formControls.test(body) || formControls.test(steps) ? stylesheetHold : '',
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
