import type { Behaviour } from '../../ui/define-behaviour';
import { rememberLanding } from '../api/lead-context';
import { reportClientErrors } from './report-errors';
import { startBehaviour } from './run-behaviour';
import { watchSignals } from './signals';

/**
 * What a page without dialogs, forms or islands runs (a "text page": /terms, the 404 page), built
 * per page into its one inline script (src/render/page-script.ts, scripts/page-scripts.ts) with
 * only the behaviours it has: the same work the client entry (main.ts) does there, without its
 * request or the other pages' behaviours. It starts when the entry would have been imported (two
 * frames after load and the first paint, or the hero picture's paint; see pageLoader in
 * src/render/document.tsx), so the cookie banner appears as it did. Nothing on such a page can be
 * tapped before then, so no input is held.
 */
export function runTextPage(behaviours: Record<string, Behaviour<unknown>>): void {
  addEventListener('load', () => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run)));
    };
    const run = () => {
      // As the client entry does (early-input.ts): the page's code is running from here on.
      window.__landfallReady = true;
      rememberLanding();
      reportClientErrors();
      watchSignals();
      for (const element of document.querySelectorAll<HTMLElement>('[data-behaviour]')) startBehaviour(element, (name) => behaviours[name]);
    };
    const type = document.querySelector('img[elementtiming=hero]') ? 'element' : 'paint';
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return start();
    new PerformanceObserver((list, observer) => {
      if (list.getEntries().some((entry) => entry.name !== 'first-paint')) {
        observer.disconnect();
        start();
      }
    }).observe({ type, buffered: true });
    setTimeout(start, 3000);
  });
}
