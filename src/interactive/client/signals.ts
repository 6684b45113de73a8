/**
 * The spec's client-side signals (section 9), logged as security events: suspicious clicking and
 * a developer-tools heuristic. Both are passive listeners on every page, so they stay a few
 * hundred bytes; the code that sends (the backend client, the browser id) loads only when a
 * signal fires. Neither changes anything the visitor sees.
 */
export type Signal =
  | { action: 'suspicious_clicking'; details: { clicks: number; tag: string; role: string | null } }
  | { action: 'devtools_open'; details: { widthGap: number; heightGap: number } };

/** Spec §9: more than 10 clicks, each within 100 ms of the previous. */
export const FAST_CLICK_MS = 100;
export const SUSPICIOUS_CLICKS = 10;
/** Spec §9: the window's outer and inner sizes differ by more than 200 px. */
export const DEVTOOLS_GAP_PX = 200;
export const DEVTOOLS_LOGGED_KEY = 'landfall-devtools-logged';

/**
 * Counts presses (pointerdown), one per click whatever follows it: a label passing its click on
 * to its control makes a second click event, and Enter held on a button makes clicks without
 * any press; neither is someone clicking fast. Reports once per page view, to the caller's
 * report (the backend, or a test's list).
 */
export function watchClicks(report: (signal: Signal) => void, timeOf: (event: Event) => number = (event) => event.timeStamp): () => void {
  let run = 0;
  let last = Number.NEGATIVE_INFINITY;
  let reported = false;
  const onPress = (event: PointerEvent) => {
    // A second finger on a touch screen is part of the same gesture.
    if (reported || !event.isPrimary) return;
    // When the press happened, not when this ran: presses queued behind a busy main thread
    // would otherwise look faster than they were.
    const time = timeOf(event);
    run = time - last <= FAST_CLICK_MS ? run + 1 : 1;
    last = time;
    if (run <= SUSPICIOUS_CLICKS) return;
    reported = true;
    // What kind of control was pressed (the element's, or its control's, tag and role): never
    // its text, value or anything else the visitor typed.
    const target = event.target instanceof Element ? (event.target.closest('a,button,input,select,textarea,summary,[role]') ?? event.target) : null;
    report({ action: 'suspicious_clicking', details: { clicks: run, tag: target?.localName ?? '', role: target?.getAttribute('role') ?? null } });
  };
  addEventListener('pointerdown', onPress, { capture: true, passive: true });
  return () => removeEventListener('pointerdown', onPress, { capture: true });
}

/** Whether this visit (the tab's session) has logged it; without sessionStorage, this page view. */
let loggedWithoutStorage = false;
function firstThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(DEVTOOLS_LOGGED_KEY)) return false;
    sessionStorage.setItem(DEVTOOLS_LOGGED_KEY, '1');
    return true;
  } catch {
    if (loggedWithoutStorage) return false;
    loggedWithoutStorage = true;
    return true;
  }
}

/**
 * Checked when the window is resized (docking developer tools resizes the page), never on a
 * timer: the seed polled every 500 ms, which costs a phone's battery for nothing. A heuristic
 * only: a browser's side panel or page zoom can widen the gap too.
 *
 * Docked developer tools take their room from the page and leave the window as it was, so a
 * resize that changed the window's outer size (a phone turning, a window snapped or dragged) is
 * not them, whatever the gap. Chromium updates the outer size before the inner one: the resize
 * event of a turn or a snap can read the new window around the old page (812 × 375 outside,
 * 375 × 812 inside), a gap of 437 px that is neither developer tools nor anything else.
 */
export function watchDevtools(report: (signal: Signal) => void): () => void {
  let outer = `${outerWidth}×${outerHeight}`;
  const onResize = () => {
    const was = outer;
    outer = `${outerWidth}×${outerHeight}`;
    if (outer !== was) return;
    const widthGap = Math.round(outerWidth - innerWidth);
    const heightGap = Math.round(outerHeight - innerHeight);
    if ((widthGap > DEVTOOLS_GAP_PX || heightGap > DEVTOOLS_GAP_PX) && firstThisVisit()) {
      report({ action: 'devtools_open', details: { widthGap, heightGap } });
    }
  };
  addEventListener('resize', onResize, { passive: true });
  return () => removeEventListener('resize', onResize);
}

/** Sends a signal through the rate-limited client-event path; best effort, like error reports. */
export function sendSignal(signal: Signal): void {
  // The server writes the event's message itself: nothing here is free text.
  void import('../api/client-event').then(({ logClientEvent }) => logClientEvent({ ...signal, message: '' })).catch(() => undefined);
}

/** Every page's client entry starts both. */
export function watchSignals(): void {
  watchClicks(sendSignal);
  watchDevtools(sendSignal);
}
