import { defineBlock } from '../../../engine/define-block';
import { MemberGrid } from './member-grid';
import { memberGridSchema } from './schema';

export const block = defineBlock({
  type: 'member-grid',
  schema: memberGridSchema,
  Component: MemberGrid,
  description: 'Founding-member grid: a tile per member (flag from the region code, number like #003, name, zone team), then open-spot placeholders',
});
