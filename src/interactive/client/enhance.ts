import type { Behaviour } from './behaviour';

/**
 * Every behaviour, in the loader chunk itself: together they weigh less than one extra request
 * costs a phone, and a page is never left waiting on a second round trip to start its countdown.
 */
// Props are what the prerender wrote beside the element from validated YAML; each behaviour reads
// them as its own type.
const behaviours = import.meta.glob<{ default: Behaviour<unknown> }>(['../../blocks/*/*.behaviour.ts', '../../ui/*.behaviour.ts'], { eager: true });

/**
 * Runs the behaviour of every `[data-behaviour]` element under root that is not running yet, and
 * marks it `data-hydrated` (the signal tests wait for). Returns a function that stops them all.
 */
export function enhance(root: ParentNode): () => void {
  const stops: (() => void)[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-behaviour]:not([data-hydrated])')) {
    const name = element.dataset.behaviour ?? '';
    const behaviour = behaviours[`../../${name}.behaviour.ts`]?.default;
    if (!behaviour) {
      console.error(`[landfall] no behaviour named "${name}"`);
      continue;
    }
    try {
      const props: unknown = JSON.parse(element.dataset.props ?? '{}');
      const stop = behaviour(element, props);
      element.dataset.hydrated = '';
      stops.push(() => {
        stop?.();
        delete element.dataset.hydrated;
      });
    } catch (error) {
      console.error(`[landfall] behaviour "${name}" failed`, error);
    }
  }
  return () => {
    for (const stop of stops.splice(0)) stop();
  };
}
