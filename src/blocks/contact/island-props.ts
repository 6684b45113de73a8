import type { ContactProps } from './schema';

/**
 * What the page hands the form's island, serialized into the HTML: its texts and the section's
 * anchor (the field ids' prefix), never the heading and intro the section shows itself.
 */
export type ContactIslandProps = Omit<ContactProps, 'eyebrow' | 'heading' | 'intro'>;
