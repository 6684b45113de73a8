import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { valid } from './fixtures';

/** The plot board's tests read its markup through these: a rendered board and its plots, counter and keys. */
export const board = valid.fullBoard!;

export function rendered(input: (typeof valid)[string] = board) {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input);
  document.body.append(container);
  return container;
}

export const plots = (container: ParentNode) => [...container.querySelectorAll<HTMLButtonElement>('[data-slot="plot"]')];
export const plot = (container: ParentNode, n: number) => plots(container)[n - 1]!;
export const soldCount = (container: ParentNode) => plots(container).filter((p) => p.hasAttribute('data-sold')).length;
export const counter = (container: ParentNode) => container.querySelector('[data-plot-counter]')?.textContent;
export const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
