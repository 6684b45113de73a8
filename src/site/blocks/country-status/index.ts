import { defineBlock } from '../../../engine/define-block';
import { CountryStatus } from './country-status';
import { countryStatusSchema } from './schema';

export const block = defineBlock({
  type: 'country-status',
  schema: countryStatusSchema,
  Component: CountryStatus,
  description: 'Grid of countries with how many places are filled and a badge when few remain',
});
