// @vitest-environment jsdom
/**
 * The block docs page of Storybook (.storybook/block-docs.tsx), rendered outside Storybook with
 * each block's real stories: what a designer or author reads there.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { blockDocsParameters, BlockDocsView, type StoryDoc } from '../../.storybook/block-docs';
import { storyYaml } from '../../.storybook/block-docs-data';
import { blocks } from '../../src/site/engine';
import { blockSchema } from '../../src/site/engine';

afterEach(cleanup);

const parameters = z.looseObject({ blockDocs: z.unknown().optional() }).optional();
const storyModule = z.looseObject({
  default: z.looseObject({ args: z.record(z.string(), z.unknown()).optional(), parameters }),
});
const storyShape = z.looseObject({
  args: z.record(z.string(), z.unknown()).optional(),
  globals: z.looseObject({ locale: z.string().optional() }).optional(),
  parameters,
});

/** A block's stories as the docs page receives them from Storybook: meta args under story args, locale from the story's globals. */
async function storiesOf(type: string): Promise<StoryDoc[]> {
  // A library block's folder is src/blocks/<type>/, the site's own src/site/blocks/<type>/.
  const onLibraryShelf = existsSync(join(import.meta.dirname, '../../src/blocks', type));
  const module = onLibraryShelf
    ? await import(`../../src/blocks/${type}/${type}.stories.tsx`)
    : await import(`../../src/site/blocks/${type}/${type}.stories.tsx`);
  const { default: meta, ...exports } = storyModule.parse(module);
  return Object.entries(exports)
    .filter(([name]) => name !== '__namedExportsOrder')
    .map(([name, value]) => {
      const story = storyShape.parse(value);
      const { storybookOnly } = blockDocsParameters.parse(story.parameters?.blockDocs ?? meta.parameters?.blockDocs);
      return { id: name, name, locale: story.globals?.locale === 'es' ? 'es' : 'en', args: { ...meta.args, ...story.args }, storybookOnly };
    });
}

// The registry lists exactly the block folders (block-folders.test.ts holds that).
const types = Object.keys(blocks) as (keyof typeof blocks)[];

describe('Storybook docs page of a block', () => {
  it('shows the block description, each field with its description and default, and the YAML of each story', async () => {
    render(<BlockDocsView block={blocks.stats} stories={await storiesOf('stats')} renderStory={(story) => <div data-testid={`story-${story.id}`} />} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('stats');
    expect(screen.getByText('A row of big figures with their labels ("50+ countries", "98% accuracy")')).toBeTruthy();

    const tone = screen.getByText('tone').closest('tr')!;
    expect([...tone.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'tone',
      'light | sand | dark',
      'light',
      'Section look: white, sand or dark ocean background',
    ]);
    const value = screen.getByText('items[].value').closest('tr')!;
    expect(value.textContent).toContain('required');
    expect(value.textContent).toContain('The figure as it should read, like "2,500+" or "98%"');

    const english = screen.getByRole('region', { name: 'English' });
    expect(within(english).getByTestId('story-Light')).toBeTruthy();
    expect(within(english).getByLabelText('YAML of Light').textContent).toBe(
      [
        'blocks:',
        '  - type: stats',
        '    heading: Two Figures',
        '    items:',
        '      - value: 20-25%',
        '        label: Estimated yearly ROI',
        '      - value: 6-12',
        '        label: Months to move in',
        '',
      ].join('\n'),
    );
    const spanish = screen.getByRole('region', { name: 'Español' });
    expect(within(spanish).getByLabelText('YAML of Spanish').textContent).toContain('    heading: El Ranking en Cifras\n    tone: sand\n');
  });

  it.each(['call-cta', 'faq', 'gallery', 'testimonials', 'scheduling', 'safety', 'cookie-banner'])(
    '%s lists its Spanish story under Español (the story sets locale es)',
    async (type) => {
      const stories = await storiesOf(type);
      render(<BlockDocsView block={blocks[type as keyof typeof blocks]} stories={stories} renderStory={() => null} />);
      expect(screen.getByRole('region', { name: 'English' })).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'Español' })).getAllByRole('article').length).toBeGreaterThan(0);
    },
  );
  it('names the YAML of each story for a screen reader: a figure, not an aria-label on a bare <pre> (which has no role to carry a name)', async () => {
    render(<BlockDocsView block={blocks.stats} stories={await storiesOf('stats')} renderStory={() => null} />);
    const english = within(screen.getByRole('region', { name: 'English' }));
    expect(english.getByRole('figure', { name: 'YAML of Light' }).textContent).toContain('  - type: stats\n');
  });
  it('leaves a Storybook-only prop out of the YAML and says so (cookie-banner storageKey)', async () => {
    render(<BlockDocsView block={blocks['cookie-banner']} stories={await storiesOf('cookie-banner')} renderStory={() => null} />);
    const english = within(screen.getByRole('article', { name: 'English' }));
    expect(english.getByLabelText('YAML of English').textContent).not.toContain('storageKey');
    expect(english.getByText('Left out: storageKey, set by the story for Storybook only.')).toBeTruthy();
  });
});

describe('the YAML printed for each story', () => {
  it.each(types)('%s: is a block entry that parses back to exactly the story', async (type) => {
    const block = blocks[type];
    for (const story of await storiesOf(type)) {
      const shown = Object.fromEntries(Object.entries(story.args).filter(([key]) => !story.storybookOnly?.includes(key)));
      const written = parse(storyYaml(type, block.schema, shown));
      const [entry] = z.object({ blocks: z.array(z.unknown()).length(1) }).parse(written).blocks;
      const { type: parsedType, ...props } = z.looseObject({ type: z.string() }).parse(blockSchema.parse(entry));
      expect(parsedType).toBe(type);
      const parsed = Object.fromEntries(Object.entries(props).filter(([key]) => !story.storybookOnly?.includes(key)));
      expect(parsed, `${type} story ${story.name}`).toEqual(shown);
    }
  });
});
