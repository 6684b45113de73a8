import { defineBlock } from '../../../engine/define-block';
import { PlotBoard } from './plot-board';
import { plotBoardSchema } from './schema';

export const block = defineBlock({
  type: 'plot-board',
  schema: plotBoardSchema,
  Component: PlotBoard,
  description:
    'The plot game: a board of plots (taken in red, available in green, each opening the application dialog or the checkout for its plot), a live sold counter and a progress bar',
});
