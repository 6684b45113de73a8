import { defineBlock } from '../../../engine/define-block';
import { Roi } from './roi';
import { roiSchema } from './schema';

export const block = defineBlock({
  type: 'roi',
  schema: roiSchema,
  Component: Roi,
  description: 'Investment ROI: a big estimated figure with a caption, supporting points, buttons and a disclaimer',
});
