import type { Behaviour } from '../../ui/define-behaviour';

/** A behaviour by its name, the element's data-behaviour (its file's path under src/, without .behaviour.ts). */
export type BehaviourLookup = (name: string) => Behaviour<unknown> | undefined;

/**
 * Runs one element's behaviour and marks it `data-hydrated`; returns how to stop it. Shared by the
 * client entry (enhance.ts, every behaviour) and a page's inline script (text-page.ts, its own).
 */
export function startBehaviour(element: HTMLElement, behaviourOf: BehaviourLookup): (() => void) | undefined {
  const name = element.dataset.behaviour ?? '';
  const behaviour = behaviourOf(name);
  if (!behaviour) {
    console.error(`[landfall] no behaviour named "${name}"`);
    return undefined;
  }
  try {
    // Props are what the prerender wrote beside the element from validated YAML; each behaviour
    // reads them as its own type.
    const props: unknown = JSON.parse(element.dataset.props ?? '{}');
    const stop = behaviour(element, props);
    element.dataset.hydrated = '';
    return () => {
      stop?.();
      delete element.dataset.hydrated;
    };
  } catch (error) {
    console.error(`[landfall] behaviour "${name}" failed`, error);
    return undefined;
  }
}
