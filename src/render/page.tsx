import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import { blocks } from '../blocks/registry.generated';
import type { BlockData, PageData } from '../engine/page-schema';
import type { Site } from '../engine/site-schema';
import { PageContextProvider } from './page-context';

/**
 * One block, wrapped in a box that takes no part in layout (`display: contents`) and names the
 * block, so the prerender tests can check that every block of the variant is on the page, once,
 * in order.
 */
function Block({ data }: { data: BlockData }) {
  const { type, id, ...props } = data;
  const Component = blocks[type].Component as ComponentType<typeof props>;
  return (
    <div data-block={type} data-block-id={id} className="contents">
      <Component {...props} />
    </div>
  );
}

const placementOf = (block: BlockData) => blocks[block.type].placement ?? 'main';

/** A whole page: its blocks in order, inside the router and the page context. */
export function Page({ page, site }: { page: PageData; site: Site }) {
  return (
    <StaticRouter location={page.route === '*' ? '/404' : page.route}>
      <PageContextProvider value={{ route: page.route, locale: page.locale, productId: page.productId, site }}>
        <main id="main">{page.blocks.map((block, index) => (placementOf(block) === 'main' ? <Block key={index} data={block} /> : null))}</main>
        {page.blocks.map((block, index) => (placementOf(block) === 'after-main' ? <Block key={index} data={block} /> : null))}
      </PageContextProvider>
    </StaticRouter>
  );
}
