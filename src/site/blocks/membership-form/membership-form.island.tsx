import type { MembershipIslandProps } from './island-props';
import { MembershipFields } from './membership-fields';

/**
 * The thank-you form, hydrated when the visitor reaches for it. What was typed before that is
 * kept (useFormSubmit), and a submit made before it is carried out once it is live.
 */
export default function MembershipFormIsland(props: MembershipIslandProps) {
  return <MembershipFields {...props} />;
}
