import { defineBlock } from '../../../engine/define-block';
import { HallOfFame } from './hall-of-fame';
import { hallOfFameSchema } from './schema';

export const block = defineBlock({
  type: 'hall-of-fame',
  schema: hallOfFameSchema,
  Component: HallOfFame,
  description: 'Hall of fame: the top investors in order (place from the order, name, location, plots held)',
});
