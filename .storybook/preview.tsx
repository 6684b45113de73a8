import type { Decorator, Preview } from '@storybook/react-vite';
import { PageFrame } from '../src/blocks/testing';
import '../src/styles.css';
// Pages load the dialogs' stylesheet on the first click; the gallery shows them at once.
import '../src/dialogs/dialogs.css';

type Locale = 'en' | 'es';

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
  decorators: [withPage],
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
