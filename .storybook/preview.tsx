import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { enhance } from '../src/interactive/client/enhance';
import { PageFrame } from '../src/blocks/testing';
import { BlockDocsPage } from './block-docs';
import '../src/styles.css';
// Pages load the dialogs' stylesheet on the first click; the gallery shows them at once.
import '../src/interactive/dialogs/dialogs.css';

import { localeOf, type Locale } from '../src/engine/site-schema';
import { nativeName, storyLocales } from './site-locales';

/**
 * Runs the blocks' behaviours (countdown, banner, rotating words…) on the story's markup, the same
 * scripts a built page runs, and stops them when the story re-renders or goes.
 */
function Enhanced({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhance(root.current) : undefined));
  return (
    <div ref={root} className="contents">
      {children}
    </div>
  );
}

const withBehaviours: Decorator = (Story) => (
  <Enhanced>
    <Story />
  </Enhanced>
);

/**
 * Every block expects what a page gives it: a router and the page context (locale, site, product).
 * A story's own `globals: { locale: 'es' }` wins over the toolbar, on its page and in the docs.
 */
const withPage: Decorator = (Story, context) => {
  // The docs page resets context.globals to the toolbar's on its first update; the story's own stay here.
  const locale: Locale = localeOf(context.storyGlobals.locale ?? context.globals.locale, storyLocales);
  // lang: a Spanish story reads as Spanish to screen readers and to the docs page's checks.
  return (
    <div lang={locale} className="contents">
      <PageFrame locale={locale}>
        <Story />
      </PageFrame>
    </div>
  );
};

const preview: Preview = {
  decorators: [withBehaviours, withPage],
  globalTypes: {
    locale: {
      description: 'Page locale passed to blocks through the page context',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: storyLocales.map((value) => ({ value, title: nativeName(value) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: storyLocales[0] },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    // One page for every block's docs (its fields, and each story with its YAML in both languages).
    docs: { page: BlockDocsPage },
  },
};

export default preview;
