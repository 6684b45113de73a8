import { defineBlock } from '../../../engine/define-block';
import { Zones } from './zones';
import { zonesSchema } from './schema';

export const block = defineBlock({
  type: 'zones',
  schema: zonesSchema,
  Component: Zones,
  description: 'The zones game: a coloured tile per zone with its team number on a pitch; "{count}" in the texts is the number of zones listed',
});
