/**
 * The files `npm run new -- block <type> [--site]` writes: the smallest block that follows the
 * folder rules (tests/unit/block-folders.test.ts) — a section with a heading and a list — to be
 * reshaped from there, in the library (src/blocks/<type>/) or among the site's own blocks
 * (src/site/blocks/<type>/), one folder deeper.
 */

const camel = (type: string) => type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (type: string) => camel(type).replace(/^./, (c) => c.toUpperCase());
const title = (type: string) =>
  type
    .split('-')
    .map((w) => w.replace(/^./, (c) => c.toUpperCase()))
    .join(' ');

// camel(type) names the block in the generated registry's imports; these cannot be identifiers.
const reserved = new Set(
  'await break case catch class const continue debugger default delete do else enum export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);
// Names the component file imports; a component of the same name would shadow them.
const imported = new Set(['Section', 'SectionHeading']);

/** Why `type` cannot name a block folder, or undefined when it can. */
export function blockTypeProblem(type: string): string | undefined {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(type)) {
    return `"${type}" is not a block type: use lowercase words joined by hyphens, like price-table (it is the folder name and the YAML type)`;
  }
  if (reserved.has(camel(type))) return `"${type}" is a JavaScript keyword and cannot name a block; try ${type}-block`;
  if (imported.has(pascal(type))) return `"${type}" would shadow the ${pascal(type)} component every block uses; try ${type}-block`;
  return undefined;
}

/** The two shelves a block folder can be on: the library, or the site's own blocks. */
export type Shelf = 'library' | 'site';

/** Where a shelf's block folders are, from the project root. */
export const shelfDir: Record<Shelf, string> = { library: 'src/blocks', site: 'src/site/blocks' };

/** File name → content, for src/blocks/<type>/ (the library) or src/site/blocks/<type>/ (the site's own). */
export function blockFiles(type: string, description?: string, shelf: Shelf = 'library'): Record<string, string> {
  // From the block's folder: src/ (ui, engine) and the library's test helpers.
  const src = shelf === 'site' ? '../../..' : '../..';
  const library = shelf === 'site' ? '../../../blocks' : '..';
  const schema = `${camel(type)}Schema`;
  const Component = pascal(type);
  const heading = title(type);
  const oneLine = description ?? `${heading}: a heading and a list of points (say here what the block shows)`;
  return {
    'schema.ts': `import { z } from 'zod';
import { anchorSchema, sectionHeadingFields } from '${src}/ui/section-schema';

export const ${schema} = z.strictObject({
  anchor: anchorSchema.optional().describe('Section id that scroll buttons and #links can target'),
  ...sectionHeadingFields,
  items: z.array(z.string().min(1)).min(1).max(8).describe('The points, in reading order (1–8)'),
});

export type ${Component}Props = z.output<typeof ${schema}>;
`,
    [`${type}.tsx`]: `import { Section } from '${src}/ui/section';
import { SectionHeading } from '${src}/ui/section-heading';
import type { ${Component}Props } from './schema';

/** ${oneLine.replaceAll('*/', '* /')} */
export function ${Component}({ anchor, eyebrow, heading, intro, items }: ${Component}Props) {
  const headingId = \`\${anchor ?? '${type}'}-title\`;
  return (
    <Section anchor={anchor} labelledBy={headingId} className="bg-white px-5 sm:px-8">
      <div className="mx-auto max-w-4xl">
        <SectionHeading id={headingId} eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2">
          {items.map((item, i) => (
            <li key={i} className="rounded-2xl bg-sand px-5 py-4 ring-1 ring-sand-200">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
`,
    'index.ts': `import { defineBlock } from '${src}/engine/define-block';
import { ${Component} } from './${type}';
import { ${schema} } from './schema';

export const block = defineBlock({
  type: '${type}',
  schema: ${schema},
  Component: ${Component},
  description: ${JSON.stringify(oneLine)},
});
`,
    'fixtures.ts': `import type { z } from 'zod';
import type { ${schema} } from './schema';

type Input = z.input<typeof ${schema}>;

/** Valid sample data: what Storybook shows and what the tests parse. */
export const valid: Record<string, Input> = {
  english: {
    anchor: '${type}',
    eyebrow: 'New block',
    heading: '${heading}',
    items: ['First point', 'Second point'],
  },
  spanish: {
    heading: 'Bloque nuevo',
    items: ['Primer punto'],
  },
};

/** Invalid sample data with the message each must produce. */
export const invalid: { name: string; data: unknown; message: RegExp }[] = [
  { name: 'no items', data: { heading: 'H', items: [] }, message: />=1 items/ },
  { name: 'misspelled key', data: { heading: 'H', item: ['x'] }, message: /unrecognized key/i },
];
`,
    [`${type}.stories.tsx`]: `import type { Meta, StoryObj } from '@storybook/react-vite';
import { block } from '.';
import { valid } from './fixtures';

const meta = {
  title: 'Blocks/${type}',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { args: block.schema.parse(valid.english) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };
`,
    [`${type}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '${library}/test-helpers';
import { renderBlock } from '${library}/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('${type} block', () => {
  it('shows the heading and every point, in the YAML order, as a labelled section', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('<section id="${type}"');
    expect(html).toMatch(/<h2[^>]*>${heading}<\\/h2>/);
    expect(textsOf(html, 'li')).toEqual(['First point', 'Second point']);
    expectSectionLabelledByHeading(html);
  });

  it('shows the Spanish texts as written', () => {
    expect(textsOf(renderBlock(block, valid.spanish!, 'es'), 'li')).toEqual(['Primer punto']);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
`,
  };
}
