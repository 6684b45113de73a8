import { fetchLiveCounts } from '../../../interactive/api/live-counts';
import { defineBehaviour } from '../../../ui/define-behaviour';
import { countryCard, type CountryGridProps } from './country-card';

/** Writes each card's numbers and texts for these live counts ({} gives back the YAML's). */
function showCounts(element: HTMLElement, grid: CountryGridProps, live: Readonly<Record<string, number>>): void {
  const cards = element.querySelectorAll<HTMLElement>('[data-country-card]');
  grid.countries.forEach((country, i) => {
    const node = cards[i];
    if (!node) return;
    const card = countryCard(grid, country, live);
    node.toggleAttribute('data-low', card.low);
    const bar = node.querySelector<HTMLElement>('[role="progressbar"]');
    bar?.setAttribute('aria-valuenow', String(card.filled));
    bar?.setAttribute('aria-label', card.label);
    const fill = node.querySelector<HTMLElement>('[data-fill]');
    if (fill) fill.style.width = card.width;
    const filledText = node.querySelector<HTMLElement>('[data-filled-text]');
    if (filledText) filledText.textContent = card.filledText;
    const badge = node.querySelector<HTMLElement>('[data-badge]');
    if (badge) {
      badge.textContent = card.badge;
      badge.hidden = !card.low;
    }
  });
}

/**
 * Asks the backend once for the founder applications stored per country and adds them to the
 * YAML's numbers. When the backend cannot answer, the cards keep the YAML's numbers and nothing
 * is logged: a visitor loses nothing they would miss.
 */
export default defineBehaviour<CountryGridProps>((element, grid) => {
  if (!grid.countries.some((country) => country.region)) return;
  // Storybook re-renders a story into the same markup: start from these props' numbers, and
  // give the markup back as prerendered on stop.
  showCounts(element, grid, {});
  let running = true;
  void fetchLiveCounts().then((counts) => {
    if (running && counts) showCounts(element, grid, counts.countries);
  });
  return () => {
    running = false;
    showCounts(element, grid, {});
  };
});
