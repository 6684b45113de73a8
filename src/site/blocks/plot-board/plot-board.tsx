import { formatMoney } from '../../../engine/catalog';
import { fillTemplate } from '../../../lib/fill-template';
import { Behaviour } from '../../../ui/behaviour';
import { usePage } from '../../../ui/page-context';
import { Section } from '../../../ui/section';
import { SectionHeading } from '../../../ui/section-heading';
import { boardState, plotAction, plotLabel, type BoardProps } from './board-state';
import { BoardStatus } from './board-status';
import { PlotGrid, type PlotView } from './plot-grid';
import type { PlotBoardProps } from './schema';

/**
 * The plot game (spec: a 10x10 board of 100 plots, a sold counter and a progress bar). Prerendered
 * with the YAML's sold plots; the behaviour adds the plots the server holds or sold for the product
 * and makes the board a keyboard grid. Prices are written here, once, in the page's number format, and travel to
 * the behaviour as text, so a plot's name is the same in the HTML and after the script has run.
 */
export function PlotBoard(props: PlotBoardProps) {
  const { anchor, eyebrow, heading, intro, plots, columns, sold, productId, pick, currency, prices, boardLabel, chosenLabel, legend } = props;
  const { locale, site, productId: pageProduct } = usePage();
  const numberLocale = site.locales[locale]?.numberLocale ?? locale;
  const priceTexts = prices.map((amount) => formatMoney(amount * 100, currency, numberLocale));
  const short = new Intl.NumberFormat(numberLocale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
  });
  const boardProduct = productId ?? pageProduct;
  const board: BoardProps = {
    plots,
    sold,
    availableLabel: props.availableLabel,
    soldLabel: props.soldLabel,
    counter: props.counter,
    progressText: props.progressText,
    productId: boardProduct,
    plotAction: plotAction(pick, boardProduct),
    priceTexts,
  };
  const state = boardState(board);
  const views: PlotView[] = prices.map((amount, i) => ({
    plot: i + 1,
    sold: i < state.sold,
    label: plotLabel(board, i + 1, priceTexts[i]!, i < state.sold),
    chosen: fillTemplate(chosenLabel, { plot: i + 1, plotPrice: priceTexts[i]! }),
    shortPrice: short.format(amount),
  }));
  const money = (amount: number) => formatMoney(amount * 100, currency, numberLocale);
  const priceRange = legend.prices && fillTemplate(legend.prices, { min: money(Math.min(...prices)), max: money(Math.max(...prices)) });
  const headingId = `${anchor}-title`;
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-linear-to-b from-ocean to-ocean-700 px-4 text-white sm:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id={headingId} tone="dark" eyebrow={eyebrow} heading={heading} intro={intro} />
        <Behaviour
          name="site/blocks/plot-board/plot-board"
          props={board}
          className="mt-10 grid items-start gap-6 sm:mt-14 lg:grid-cols-[minmax(0,38rem)_20rem] lg:justify-center lg:gap-10"
        >
          <PlotGrid label={fillTemplate(boardLabel, { plots })} columns={columns} plots={views} action={board.plotAction} />
          <BoardStatus {...props} state={state} priceRange={priceRange} />
        </Behaviour>
      </div>
    </Section>
  );
}
