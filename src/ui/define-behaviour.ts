/**
 * What a page does on its own (a countdown ticking, a banner asking once) as a plain function of
 * the prerendered element and the props written beside it. It returns how to stop, so Storybook
 * can re-render a story without a timer left running. No React: this code is on every page.
 */
export type Behaviour<P> = (element: HTMLElement, props: P) => (() => void) | undefined;

/** Types a behaviour's props; the default export of every `*.behaviour.ts`. */
export function defineBehaviour<P>(behaviour: Behaviour<P>): Behaviour<P> {
  return behaviour;
}
