import { defineBlock } from '../../engine/define-block';
import { AvatarStrip } from './avatar-strip';
import { avatarStripSchema } from './schema';

export const block = defineBlock({
  type: 'avatar-strip',
  schema: avatarStripSchema,
  Component: AvatarStrip,
  description: 'Social-proof strip of member avatars sliding in a loop, with a "+642" counter badge',
});
