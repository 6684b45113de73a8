import type { PageData } from './page-schema';

/** One page of the site once loaded: what the checks, the locale checks and the build read. */
export interface LoadedPage {
  /** File name without .yaml or .json: what `extends` names. */
  name: string;
  file: string;
  data: PageData;
  /** The resolved data before parsing, which still carries source positions. */
  located: unknown;
}
