import { defineBlock } from '../../engine/define-block';
import { Scheduling } from './scheduling';
import { schedulingSchema } from './schema';

export const block = defineBlock({
  type: 'scheduling',
  schema: schedulingSchema,
  Component: Scheduling,
  description: 'The external booking calendar in a frame, loaded only when the section nears the viewport, with a plain link for visitors without script',
});
