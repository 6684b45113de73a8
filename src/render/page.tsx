import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { BlockData, PageData } from '../engine/page-schema';
import type { Site } from '../engine/site-schema';
import type { BlockRegistry } from '../engine/vocabulary';
import { PageContextProvider } from '../ui/page-context';

/**
 * One block, wrapped in a box that takes no part in layout (`display: contents`) and names the
 * block, so the prerender tests can check that every block of the variant is on the page, once,
 * in order.
 */
function Block({ data, blocks }: { data: BlockData; blocks: BlockRegistry }) {
  const { type, id, ...props } = data;
  const Component = blocks[type]!.Component as ComponentType<typeof props>;
  return (
    <div data-block={type} data-block-id={id} className="contents">
      <Component {...props} />
    </div>
  );
}

/**
 * A whole page: its blocks in order, inside the router and the page context. The blocks' components
 * come from the site's registry, given as an argument: the renderer knows no site's blocks.
 */
export function Page({ page, site, blocks }: { page: PageData; site: Site; blocks: BlockRegistry }) {
  const placementOf = (block: BlockData) => blocks[block.type]?.placement ?? 'main';
  return (
    <StaticRouter location={page.route === '*' ? '/404' : page.route}>
      <PageContextProvider value={{ route: page.route, locale: page.locale, productId: page.productId, site }}>
        <main id="main">{page.blocks.map((block, index) => (placementOf(block) === 'main' ? <Block key={index} data={block} blocks={blocks} /> : null))}</main>
        {page.blocks.map((block, index) => (placementOf(block) === 'after-main' ? <Block key={index} data={block} blocks={blocks} /> : null))}
      </PageContextProvider>
    </StaticRouter>
  );
}
