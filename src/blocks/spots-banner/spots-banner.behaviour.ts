import { fetchLiveCounts } from '../../interactive/api/live-counts';
import { defineBehaviour } from '../../ui/define-behaviour';
import { spotsText, type SpotsCount } from './spots-text';

type SpotsProps = SpotsCount & { productId: string };

function showCount(element: HTMLElement, count: SpotsCount, paid: number): void {
  const shown = spotsText(count, paid);
  const text = element.querySelector<HTMLElement>('[data-spots-text]');
  if (text && text.textContent !== shown.text) text.textContent = shown.text;
  element.querySelector('[data-spots]')?.toggleAttribute('data-sold-out', shown.left === 0);
}

/**
 * Asks the backend once for the paid payments per product and takes this product's off the
 * spots. When the backend cannot answer, the YAML's number stands and nothing is logged.
 */
export default defineBehaviour<SpotsProps>((element, { productId, ...count }) => {
  // Storybook re-renders a story into the same markup: start from these props' number, and give
  // the markup back as prerendered on stop.
  showCount(element, count, 0);
  let running = true;
  void fetchLiveCounts().then((counts) => {
    if (running && counts) showCount(element, count, counts.products[productId] ?? 0);
  });
  return () => {
    running = false;
    showCount(element, count, 0);
  };
});
