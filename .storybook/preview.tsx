import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { enhance } from '../src/client/enhance';
import { PageFrame } from '../src/blocks/testing';
import '../src/styles.css';
// Pages load the dialogs' stylesheet on the first click; the gallery shows them at once.
import '../src/dialogs/dialogs.css';

type Locale = 'en' | 'es';

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

/** Every block expects what a page gives it: a router and the page context (locale, site, product). */
const withPage: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'es' ? 'es' : 'en';
  return (
    <PageFrame locale={locale}>
      <Story />
    </PageFrame>
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
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
