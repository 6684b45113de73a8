import { z } from 'zod';
import { sitePathSchema } from '../../engine/link-schema';

export const notFoundSchema = z.strictObject({
  code: z.string().min(1).describe('The big number, e.g. "404"'),
  heading: z.string().min(1).describe('e.g. "Oops! Page not found"'),
  text: z.string().min(1).optional().describe('Line under the heading'),
  homeLabel: z.string().min(1).describe('Text of the link home'),
  homeHref: sitePathSchema.default('/').describe('Where the link home leads, like /'),
  logMessage: z
    .string()
    .min(1)
    .refine((text) => text.includes('{path}'), { error: 'Put {path} where the missing address goes' })
    .describe('Console warning, e.g. "404 Error: User attempted to access non-existent route: {path}"'),
});

export type NotFoundProps = z.output<typeof notFoundSchema>;
