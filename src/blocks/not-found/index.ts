import { defineBlock } from '../../engine/define-block';
import { NotFound } from './not-found';
import { notFoundSchema } from './schema';

export const block = defineBlock({
  type: 'not-found',
  schema: notFoundSchema,
  Component: NotFound,
  description: 'The 404 page: big code, heading, link home; logs the missing address in the console',
});
