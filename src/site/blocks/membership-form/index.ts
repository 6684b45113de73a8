import { defineBlock } from '../../../engine/define-block';
import { MembershipForm } from './membership-form';
import { membershipFormSchema } from './schema';

export const block = defineBlock({
  type: 'membership-form',
  schema: membershipFormSchema,
  Component: MembershipForm,
  description: 'Thank-you page form: completes the membership of a paid checkout session (?session_id=…)',
});
