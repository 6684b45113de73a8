/**
 * The docs page every block gets (`tags: ['autodocs']` in its stories): what the block is for, every
 * field with its default and description from the zod schema, and each story in English and Spanish
 * with the YAML that produces it. It reads the block at runtime, so schema descriptions show as
 * they are written.
 */
import { Canvas, Controls, Description, DocsContext, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext, type ReactNode } from 'react';
import { z } from 'zod';
import type { BlockDefinition } from '../src/engine/define-block';
import { localeOf, type Locale } from '../src/engine/site-schema';
import { nativeName, storyLocales as siteLocales } from './site-locales';
import { blocks as libraryBlocks } from '../src/blocks/registry.generated';
import { blocks as siteBlocks } from '../src/site/blocks/registry.generated';
import { composeShelves } from '../src/site/shelves';
import { blockFields, storyYaml } from './block-docs-data';

export interface StoryDoc {
  id: string;
  name: string;
  locale: Locale;
  args: Record<string, unknown>;
  /** Props the story sets for Storybook's sake (a fresh storage key): left out of its YAML. */
  storybookOnly?: string[];
}

/** `parameters.blockDocs` of a block's stories. */
export const blockDocsParameters = z.object({ storybookOnly: z.array(z.string()).default([]) }).default({ storybookOnly: [] });

const without = (args: Record<string, unknown>, keys: string[] = []) => Object.fromEntries(Object.entries(args).filter(([key]) => !keys.includes(key)));

// Inline: the docs page has no stylesheet of its own, and Tailwind's reset would flatten a bare <pre>.
const yamlStyle = {
  background: '#f6f9fc',
  border: '1px solid #e6ebf1',
  borderRadius: 6,
  padding: '12px 16px',
  margin: '12px 0 32px',
  fontSize: 13,
  lineHeight: 1.5,
  overflowX: 'auto',
} as const;

function FieldsTable({ block }: { block: BlockDefinition }) {
  return (
    <table aria-label={`Fields of ${block.type}`}>
      <thead>
        <tr>
          <th>Field</th>
          <th>Accepts</th>
          <th>Default</th>
          <th>Description</th>
        </tr>
      </thead>
      <tbody>
        {blockFields(block.schema).map((field) => (
          <tr key={field.path}>
            <td>
              <code>{field.path}</code>
              {field.required && <small> required</small>}
            </td>
            <td>{field.type}</td>
            <td>{field.defaultValue !== undefined && <code>{field.defaultValue}</code>}</td>
            <td>{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page itself, given the block and its stories; `renderStory` draws a story (Storybook's Canvas). */
export function BlockDocsView({ block, stories, renderStory }: { block: BlockDefinition; stories: StoryDoc[]; renderStory: (story: StoryDoc) => ReactNode }) {
  const locales = siteLocales.filter((locale) => stories.some((s) => s.locale === locale));
  return (
    <>
      <h1>{block.type}</h1>
      <p>{block.description}</p>
      <p>
        In a variant, an entry of <code>blocks:</code> with <code>type: {block.type}</code>
        {block.placement === 'after-main' ? ', placed after the main content' : ''}. Give it an <code>id</code> so other variants can override it.
      </p>
      <h2>Fields</h2>
      <FieldsTable block={block} />
      {locales.map((locale) => (
        <section key={locale} lang={locale} aria-label={nativeName(locale)}>
          <h2>{nativeName(locale)}</h2>
          {stories
            .filter((story) => story.locale === locale)
            .map((story) => (
              <article key={story.id} aria-label={story.name}>
                <h3>{story.name}</h3>
                {renderStory(story)}
                {/* The name sits on a figure: on a bare <pre> (no role) screen readers ignore aria-label. */}
                <figure aria-label={`YAML of ${story.name}`} style={{ margin: 0 }}>
                  <pre style={yamlStyle}>
                    <code>{storyYaml(block.type, block.schema, without(story.args, story.storybookOnly))}</code>
                  </pre>
                </figure>
                {story.storybookOnly?.length ? <p>Left out: {story.storybookOnly.join(', ')}, set by the story for Storybook only.</p> : null}
              </article>
            ))}
        </section>
      ))}
    </>
  );
}

// Both shelves, without the engine: the docs page needs the blocks, not the page schema.
const blocks = composeShelves(libraryBlocks, siteBlocks);
const blockOf = (component: unknown): BlockDefinition | undefined => Object.values(blocks).find((block) => block.Component === component);

/** Storybook's default docs page, for stories that are not a block's. */
function DefaultDocs() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

/** `parameters.docs.page`: the block's page when the stories are a block's, Storybook's otherwise. */
export function BlockDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const docs = useContext(DocsContext);
  const block = blockOf(preparedMeta.component);
  if (!block) return <DefaultDocs />;
  const prepared = docs.componentStories();
  const stories: StoryDoc[] = prepared.map((story) => ({
    id: story.id,
    name: story.name,
    locale: localeOf(story.storyGlobals.locale, siteLocales),
    args: story.initialArgs,
    storybookOnly: blockDocsParameters.parse(story.parameters.blockDocs).storybookOnly,
  }));
  const exportsById = new Map(prepared.map((story) => [story.id, story.moduleExport]));
  return (
    <BlockDocsView block={block} stories={stories} renderStory={(story) => <Canvas of={exportsById.get(story.id)} sourceState="none" layout="fullscreen" />} />
  );
}
