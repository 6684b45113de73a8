/**
 * What the page's inline loader (pageLoader in src/render/document.tsx) caught before this code
 * arrived: taps on action buttons and form submissions it held back, and the controls a visitor
 * reached for (pointer, touch or focus), which tell this code what to warm first.
 */
export type EarlyInput = ['click', Element] | ['submit', Element] | ['intent', Element];

declare global {
  interface Window {
    /** Filled by the inline loader until `__landfallReady` is set; then this code owns input. */
    __landfallQueue?: EarlyInput[];
    __landfallReady?: boolean;
  }
}

/** Takes over from the inline loader: returns what it queued and stops it queueing more. */
export function takeEarlyInput(): EarlyInput[] {
  window.__landfallReady = true;
  return (window.__landfallQueue ?? []).splice(0);
}
