import type { NamedRegion } from '../../../ui/native-country-code-select';
import type { MembershipFormProps } from './schema';

/**
 * What the page hands the island, serialized into the HTML: the block's texts, the page's
 * language and the calling-code regions named and sorted at build time (the browser's own region
 * names differ from the server's, and the prerendered list must hydrate unchanged).
 */
export type MembershipIslandProps = Omit<MembershipFormProps, 'anchor' | 'heading' | 'formHeading' | 'intro' | 'noSession'> & {
  locale: string;
  regions: readonly NamedRegion[];
};
