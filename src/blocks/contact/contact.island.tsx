import { ContactForm } from './contact-form';
import type { ContactIslandProps } from './island-props';

/**
 * The contact form, hydrated when the visitor reaches for it. What was typed before that is kept
 * (useFormSubmit), and a submit made before it is carried out once it is live.
 */
export default function ContactIsland(props: ContactIslandProps) {
  return <ContactForm {...props} />;
}
