/**
 * What runs inside the measured page, as plain JavaScript text: tsx rewrites named functions
 * with a helper the page does not have, so a serialized TypeScript function would not run there.
 *
 * `window.__landfallBench.frameWhen(selector, shown, timeoutMs)` resolves with the timestamp of
 * the first animation frame in which some element matching `selector` is shown (or, with
 * shown=false, none is), or null on timeout. Shown = a non-empty box and not hidden by
 * display, content-visibility or visibility (opacity is not looked at: a fade-in has started).
 * `watch` names what the first pointerdown starts waiting for (and, with `ready`, a second thing:
 * the real dialog, where a busy frame may answer first); `down` is that event's timeStamp and
 * `result` / `readyResult` the frame timestamps. All are performance.now() times of the page.
 */
export const probeScript = `(() => {
  const isShown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const anyShown = (selector) => Array.prototype.some.call(document.querySelectorAll(selector), isShown);
  const probe = (window.__landfallBench = { watch: null, down: null, result: null, readyResult: null });
  probe.frameWhen = (selector, shown, timeoutMs) =>
    new Promise((resolve) => {
      const start = performance.now();
      const tick = (time) => {
        if (anyShown(selector) === shown) resolve(time);
        else if (performance.now() - start > timeoutMs) resolve(null);
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  addEventListener(
    'pointerdown',
    (event) => {
      if (probe.down !== null || !probe.watch) return;
      probe.down = event.timeStamp;
      probe.result = probe.frameWhen(probe.watch.selector, probe.watch.shown, probe.watch.timeoutMs);
      probe.readyResult = probe.watch.ready ? probe.frameWhen(probe.watch.ready, true, probe.watch.timeoutMs) : probe.result;
    },
    { capture: true, passive: true },
  );
})();`;

/** Page-side expression: ms from the load event to the first frame showing `selector`, or null. */
export const shownAfterLoad = (selector: string, timeoutMs: number) => `(async () => {
  const time = await window.__landfallBench.frameWhen(${JSON.stringify(selector)}, true, ${timeoutMs});
  const navigation = performance.getEntriesByType('navigation')[0];
  return time === null ? null : Math.max(0, time - navigation.loadEventStart);
})()`;

export const watchFor = (selector: string, shown: boolean, timeoutMs: number, ready?: string) =>
  `window.__landfallBench.watch = ${JSON.stringify({ selector, shown, timeoutMs, ready })}`;

/** Page-side expression: ms from the pointerdown to the watched frames ({first, ready}), null where one never came. */
export const tapDuration = `(async () => {
  const probe = window.__landfallBench;
  const [first, ready] = await Promise.all([probe.result, probe.readyResult]);
  return { first: first === null ? null : first - probe.down, ready: ready === null ? null : ready - probe.down };
})()`;
