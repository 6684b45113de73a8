import { z } from 'zod';

/** A country as ISO 3166 alpha-2 ("US", "GB"): the value of the calling-code pickers and of live counts. */
export const regionSchema = z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166 code like "US"');
