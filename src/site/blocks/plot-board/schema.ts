import { z } from 'zod';
import { buttonSchema } from '../../../ui/action-schema';
import { MAX_PLOT } from '../../../interactive/api/plot-choice';
import { currencySchema } from '../../../engine/catalog';
import { templateString } from '../../../lib/template-string';
import { anchorSchema, sectionHeadingFields } from '../../../ui/section-schema';

// Placeholders are not called {price}: the engine fills {price} with the page product's price.
const plotText = templateString(['plot', 'plotPrice']);

export const plotBoardSchema = z
  .strictObject({
    anchor: anchorSchema.default('plot-board').describe('Section id for #links'),
    ...sectionHeadingFields,
    plots: z
      .number()
      .int()
      .min(1)
      .max(MAX_PLOT, `A board holds at most ${MAX_PLOT} plots: the backend stores plots 1–${MAX_PLOT} with a lead (supabase/schemas/functions/plot_number.sql)`)
      .describe('How many plots the board has (spec: 100)'),
    columns: z.number().int().min(2).max(10).default(10).describe('Plots per row; 10 keeps every plot at least 30 px wide on a 375 px phone'),
    sold: z
      .number()
      .int()
      .min(0)
      .describe('Plots sold before the site went live (spec: 47): plots 1 to sold show as sold; plots the server holds or sold for productId are added live'),
    productId: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'Expected a catalogue product id, like world-cup-land')
      .optional()
      .describe("Catalogue product whose plots the board sells (the server keeps its taken plots under this id); the page's productId when absent"),
    pick: z
      .enum(['apply', 'pay'])
      .default('apply')
      .describe(
        'What a green plot does: apply opens the founder application naming the plot (the spec); pay starts the checkout of productId for that plot, which holds it for the buyer and, once paid, shows it sold to everyone',
      ),
    currency: currencySchema.default('usd').describe('Currency of the display prices'),
    prices: z
      .array(z.number().int().positive('A plot price is a whole amount above 0, like 52000'))
      .describe('Display price of each plot in whole dollars (or euros), plot 1 first: one number per plot. Write one board row per YAML line'),
    boardLabel: templateString(['plots']).describe('Accessible name of the board, like "The map: {plots} plots"'),
    availableLabel: plotText.describe('Accessible name of a plot for sale, like "Plot {plot}, available, {plotPrice}"'),
    soldLabel: templateString(['plot']).describe('Accessible name of a sold plot, like "Plot {plot}, sold"'),
    chosenLabel: plotText.describe('How the application dialog names the picked plot, like "Plot {plot} · {plotPrice}"'),
    counter: templateString(['sold', 'plots', 'left']).describe('The sold counter, like "{sold} / {plots} sold"'),
    progressLabel: z.string().min(1).describe('Accessible name of the progress bar, like "Plots sold"'),
    progressText: templateString(['percent', 'sold', 'plots']).describe('Beside the bar and read with it, like "{percent}% sold"'),
    legend: z
      .strictObject({
        available: z.string().min(1).describe('Beside the green swatch, like "Available"'),
        sold: z.string().min(1).describe('Beside the red swatch, like "Sold"'),
        prices: templateString(['min', 'max']).optional().describe('The price range of the board, like "Plots from {min} to {max}"'),
      })
      .describe('What the colours mean'),
    hint: z.string().min(1).optional().describe('How to play, under the legend, like "Pick a green plot to apply for it"'),
    buttons: z.array(buttonSchema).default([]).describe('Buttons beside the board, like "Book a Call"'),
  })
  .superRefine((board, ctx) => {
    if (board.sold > board.plots) {
      ctx.addIssue({ code: 'custom', path: ['sold'], message: `${board.sold} plots sold, but the board has ${board.plots}: sold is at most plots` });
    }
    if (board.prices.length !== board.plots) {
      ctx.addIssue({
        code: 'custom',
        path: ['prices'],
        message: `${board.prices.length} prices for ${board.plots} plots: give one price per plot, plot 1 first`,
      });
    }
  });

export type PlotBoardProps = z.output<typeof plotBoardSchema>;
