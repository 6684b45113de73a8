import type { Behaviour } from '../../ui/define-behaviour';
import { nextTask } from '../../ui/next-task';
import { startBehaviour } from './run-behaviour';

/**
 * Every behaviour, in the loader chunk itself: together they weigh less than one extra request
 * costs a phone, and a page is never left waiting on a second round trip to start its countdown.
 * A page without dialogs, forms or islands carries only its own, inline (src/render/page-script.ts).
 */
const behaviours = import.meta.glob<{ default: Behaviour<unknown> }>(
  ['../../blocks/*/*.behaviour.ts', '../../site/blocks/*/*.behaviour.ts', '../../ui/*.behaviour.ts'],
  { eager: true },
);

const behaviourOf = (name: string) => behaviours[`../../${name}.behaviour.ts`]?.default;
const start = (element: HTMLElement) => startBehaviour(element, behaviourOf);

const unhydrated = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-behaviour]:not([data-hydrated])')];

/**
 * Runs the behaviour of every `[data-behaviour]` element under root that is not running yet, and
 * marks it `data-hydrated` (the signal tests wait for). Returns a function that stops them all.
 */
export function enhance(root: ParentNode): () => void {
  const stops = unhydrated(root).flatMap((element) => start(element) ?? []);
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}

/**
 * The page's behaviours as the client entry runs them: one per task, in page order, so a page
 * with many never holds the main thread for all of them at once (each reads storage, builds its
 * markup or starts its timers; together they made one task long enough to block a phone).
 * `now(element)` runs one ahead of its turn, for a visitor's input that is waiting on it.
 */
export function enhanceInTurn(root: ParentNode): {
  done: Promise<void>;
  now: (element: HTMLElement) => void;
  /** Whether the element's behaviour has yet to run (one that ran and failed is not waiting). */
  waiting: (element: HTMLElement) => boolean;
} {
  const started = new WeakSet<HTMLElement>();
  const waiting = (element: HTMLElement) => !started.has(element) && !('hydrated' in element.dataset);
  const now = (element: HTMLElement) => {
    if (!waiting(element)) return;
    started.add(element);
    start(element);
  };
  const done = (async () => {
    for (const element of unhydrated(root)) {
      await nextTask();
      now(element);
    }
  })();
  return { done, now, waiting };
}
