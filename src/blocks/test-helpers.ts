/**
 * Assertions the block tests share (vitest only; testing.tsx stays free of it because Storybook
 * imports it too).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';

/** A file of variants/_shared/ (without .yaml), parsed: the content the real pages use. */
export function sharedContent(name: string): Record<string, unknown> {
  return z.record(z.string(), z.unknown()).parse(parse(readFileSync(new URL(`../../variants/_shared/${name}.yaml`, import.meta.url), 'utf8')));
}

/** The text of every `<tag>` in prerendered HTML that holds text only, in page order. */
export function textsOf(html: string, tag: string): (string | undefined)[] {
  return [...html.matchAll(new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]);
}

/** The section is a named region: its aria-labelledby points at its h2. */
export function expectSectionLabelledByHeading(html: string): void {
  const labelledBy = html.match(/<section[^>]*aria-labelledby="([^"]+)"/)![1];
  expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"`));
}

/** One test per invalid fixture: the schema rejects it with the fixture's message. */
export function itRejectsInvalidFixtures(schema: z.ZodType, invalid: { name: string; data: unknown; message: RegExp }[]): void {
  it.each(invalid)('rejects $name', ({ data, message }) => {
    const result = schema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });
}
