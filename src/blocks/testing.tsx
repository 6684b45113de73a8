import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { z } from 'zod';
import type { BlockDefinition } from '../engine/define-block';
import type { Locale, Site } from '../engine/site-schema';
import { PageContextProvider, type PageContextValue } from '../ui/page-context';

/** Site settings for stories and tests (the real ones come from variants/_shared/site.yaml). */
export const sampleSite: Site = {
  siteName: 'Landfall',
  siteUrl: 'https://landfall.example',
  defaultImage: '/media/og-default.jpg',
  themeColor: '#0b4f4a',
  locales: {
    en: { numberLocale: 'en-US', ogLocale: 'en_US', perInterval: { week: '/week', month: '/month' }, ratingLabel: 'Rated {rating} out of {max}' },
    es: { numberLocale: 'es-US', ogLocale: 'es_ES', perInterval: { week: '/semana', month: '/mes' }, ratingLabel: 'Valoración: {rating} de {max}' },
  },
};

export function PageFrame({ children, locale = 'en', route = '/' }: { children: ReactNode; locale?: Locale; route?: string }) {
  const value: PageContextValue = { route, locale, productId: 'founder-membership', site: sampleSite };
  return (
    <StaticRouter location={route}>
      <PageContextProvider value={value}>{children}</PageContextProvider>
    </StaticRouter>
  );
}

/** Parses fixture data with the block's schema and renders it as the prerender would. */
export function renderBlock<S extends z.ZodObject>(block: BlockDefinition<string, S>, input: z.input<S>, locale: Locale = 'en'): string {
  const props = block.schema.parse(input);
  const { Component } = block;
  return renderToString(
    <PageFrame locale={locale}>
      <Component {...props} />
    </PageFrame>,
  );
}

/**
 * A block as a visitor's browser has it: the prerendered HTML in the document, with its
 * behaviours running (src/interactive/client/enhance.ts). Call `stop()` to end timers and listeners.
 */
export async function mountBlock<S extends z.ZodObject>(block: BlockDefinition<string, S>, input: z.input<S>, locale: Locale = 'en') {
  const { enhance } = await import('../interactive/client/enhance');
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input, locale);
  document.body.append(container);
  const stopBehaviours = enhance(container);
  return {
    container,
    stop: () => {
      stopBehaviours();
      container.remove();
    },
  };
}
