// @vitest-environment jsdom
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { makeVariantsDir, repoRoot, tempDir } from '../../../../tests/unit/engine/variants-dir';
import { actionContext } from '../../../interactive/actions/action-context';
import { enhance } from '../../../interactive/client/enhance';
import { formatError } from '../../../engine/errors';
import { loadSite } from '../../engine';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { block } from '.';
import { invalid, valid } from './fixtures';
import { board, counter, key, plot, plots, rendered, soldCount } from './plot-board-dom';

afterEach(() => document.body.replaceChildren());

describe('plot-board block', () => {
  it('prerenders 100 plots, plots 1–47 sold: red, named "sold", aria-disabled and without an action', () => {
    const container = rendered();
    expect(plots(container)).toHaveLength(100);
    expect(soldCount(container)).toBe(47);
    const third = plot(container, 3);
    expect(third.getAttribute('aria-label')).toBe('Plot 3, sold');
    expect(third.getAttribute('aria-disabled')).toBe('true');
    expect(third.hasAttribute('data-action')).toBe(false);
    expect(plot(container, 47).hasAttribute('data-sold')).toBe(true);
    expect(container.querySelectorAll('[data-action]')).toHaveLength(53 + 1); // the plots for sale and the More Info button
    expect(counter(container)).toBe('47 / 100 sold');
  });

  it('names each plot for sale with its number, state and price, the price from the YAML in the page format', () => {
    const container = rendered();
    // Plot 48 is index 47 of the fixture's prices: 25,000 + ((47 × 37) mod 51) × 1,000 = $30,000.
    const plot48 = plot(container, 48);
    expect(plot48.getAttribute('aria-label')).toBe('Plot 48, available, $30,000');
    expect(plot48.dataset.action).toBe('{"kind":"apply"}');
    expect(plot48.hasAttribute('aria-disabled')).toBe(false);
    // Its own text is the number its name holds (WCAG 2.5.3, "label in name"); the short price is drawn beside it.
    expect(plot48.textContent).toBe('48');
    expect(plot48.parentElement!.textContent).toBe('48$30K');
    expect(getByRole(container, 'button', { name: 'Plot 100, available, $67,000' })).toBeTruthy();
    expect(container.textContent).toContain('Plots from $25,000 to $75,000');
  });

  it('with pick: pay, a plot for sale starts the checkout of the board product for that plot', () => {
    const container = rendered({ ...board, pick: 'pay' });
    expect(plot(container, 48).dataset.action).toBe('{"kind":"pay","productId":"world-cup-land"}');
    expect(actionContext(plot(container, 48)).plot).toEqual({ number: 48, label: 'Plot 48 · $30,000' });
    expect(plot(container, 3).hasAttribute('data-action')).toBe(false);
  });

  it('hands the dialog the chosen plot: the button carries its number and the words the dialog shows', () => {
    const container = rendered();
    expect(actionContext(plot(container, 48)).plot).toEqual({ number: 48, label: 'Plot 48 · $30,000' });
    expect(actionContext(container.querySelector<HTMLElement>('[data-slot="button"]')!).plot).toBeUndefined();
  });

  it('shows the sold share as a progress bar, its percentage read with it', () => {
    const bar = getByRole(rendered(), 'progressbar', { name: 'Plots sold' });
    expect(bar.getAttribute('aria-valuenow')).toBe('47');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('47% sold');
    expect(bar.querySelector<HTMLElement>('[data-plot-fill]')!.style.width).toBe('47%');
  });

  it('without its script, the board is a named group of plain buttons, every plot a Tab stop', () => {
    const container = rendered();
    const group = getByRole(container, 'group', { name: 'The map: 100 plots' });
    expect(container.querySelector('[role="grid"], [role="row"], [role="gridcell"], [tabindex]')).toBeNull();
    expect(getAllByRole(group, 'button')).toHaveLength(100);
    expectSectionLabelledByHeading(container.innerHTML);
  });

  it('draws rows of `columns` plots and writes prices in the currency the YAML names', () => {
    const container = rendered(valid.smallBoard!);
    expect([...container.querySelectorAll('[data-plot-row]')].map((row) => row.querySelectorAll('[data-slot="plot"]').length)).toEqual([3, 3]);
    expect(plot(container, 3).getAttribute('aria-label')).toBe('Plot 3, available, €47,500');
    expect(counter(container)).toBe('2 / 6 sold');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});

describe('plot-board as a keyboard grid (its behaviour)', () => {
  let stop = () => {};
  afterEach(() => stop());

  function live(input = board) {
    const container = rendered(input);
    const before = container.innerHTML;
    stop = enhance(container);
    return { container, before };
  }

  it('becomes one grid of rows of cells with a single Tab stop, on the first plot for sale', () => {
    const { container } = live();
    const grid = getByRole(container, 'grid', { name: 'The map: 100 plots' });
    expect(getAllByRole(grid, 'row')).toHaveLength(10);
    expect(getAllByRole(grid, 'gridcell')).toHaveLength(100);
    const stops = plots(container).filter((p) => p.tabIndex === 0);
    expect(stops.map((p) => p.getAttribute('aria-label'))).toEqual(['Plot 48, available, $30,000']);
  });

  it('moves focus with the arrows, Home/End in a row and Ctrl+Home/Ctrl+End over the board, and never off it', () => {
    const { container } = live();
    const focused = () => plots(container).indexOf(document.activeElement as HTMLButtonElement) + 1;
    plot(container, 48).focus();
    key(document.activeElement!, 'ArrowRight');
    expect(focused()).toBe(49);
    key(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe(59);
    key(document.activeElement!, 'ArrowLeft');
    key(document.activeElement!, 'ArrowUp');
    expect(focused()).toBe(48);
    key(document.activeElement!, 'Home');
    expect(focused()).toBe(41);
    key(document.activeElement!, 'ArrowLeft');
    expect(focused()).toBe(41);
    key(document.activeElement!, 'End');
    expect(focused()).toBe(50);
    key(document.activeElement!, 'End', { ctrlKey: true });
    expect(focused()).toBe(100);
    key(document.activeElement!, 'ArrowDown');
    expect(focused()).toBe(100);
    key(document.activeElement!, 'Home', { ctrlKey: true });
    expect(focused()).toBe(1);
    // Focus moved, and so did the one Tab stop.
    expect(plots(container).filter((p) => p.tabIndex === 0)).toEqual([plot(container, 1)]);
  });

  it('gives the markup back exactly as prerendered when stopped', () => {
    const { container, before } = live();
    key(plot(container, 48), 'ArrowDown');
    stop();
    stop = () => {};
    expect(container.innerHTML).toBe(before);
  });
});

describe('plot-board mistakes in a variant', () => {
  it('points at the YAML line and column of a wrong price count and of too many sold plots', () => {
    const file = join(tempDir('plot-board'), 'board-errors.yaml');
    writeFileSync(
      file,
      [
        '# yaml-language-server: $schema=../schemas/variant.schema.json',
        'route: /board-errors',
        'locale: en',
        'title: Board',
        'description: A board with mistakes',
        'productId: world-cup-land',
        'blocks:',
        '  - type: plot-board',
        '    heading: The map',
        '    plots: 4',
        '    sold: 5',
        '    prices: [30000, 40000, 50000]',
        '    boardLabel: "The map: {plots} plots"',
        '    availableLabel: "Plot {plot}, available, {plotPrice}"',
        '    soldLabel: "Plot {plot}, sold"',
        '    chosenLabel: "Plot {plot}"',
        '    counter: "{sold} / {plots} sold"',
        '    progressLabel: Plots sold',
        '    progressText: "{percent}% sold"',
        '    legend: { available: Available, sold: Sold }',
        '',
      ].join('\n'),
    );
    const { errors } = loadSite({ root: repoRoot, variantsDir: makeVariantsDir([file]), only: ['variants/board-errors.yaml'] });
    expect(errors.map(formatError)).toEqual([
      'variants/board-errors.yaml:11:11 blocks[0].sold: 5 plots sold, but the board has 4: sold is at most plots',
      'variants/board-errors.yaml:12:13 blocks[0].prices: 3 prices for 4 plots: give one price per plot, plot 1 first',
    ]);
  });
});
