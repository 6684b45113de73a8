import { type ComponentType, Fragment } from 'react';
import { StaticRouter } from 'react-router-dom';
import type { BlockData, PageData } from '../engine/page-schema';
import type { Site } from '../engine/site-schema';
import type { BlockRegistry } from '../engine/vocabulary';
import { PageContextProvider } from '../ui/page-context';
import { OpensPage } from '../ui/section-heading';

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
 * The id of the empty element right after a page's first block. The document's head names it in a
 * `<link rel="expect" blocking="render">`: the browser paints nothing before the first block is
 * whole. Without it, a page arriving slowly (or parsed on a busy phone) was painted with half a
 * hero, vertically centred, and the hero moved up as the rest of it arrived (CLS 0.13 on /promo).
 */
export const firstScreenEnd = 'first-screen-end';

/**
 * A whole page: its blocks in order, inside the router and the page context. The blocks' components
 * come from the site's registry, given as an argument: the renderer knows no site's blocks.
 */
export function Page({ page, site, blocks }: { page: PageData; site: Site; blocks: BlockRegistry }) {
  const placementOf = (block: BlockData) => blocks[block.type]?.placement ?? 'main';
  return (
    <StaticRouter location={page.route === '*' ? '/404' : page.route}>
      <PageContextProvider value={{ route: page.route, locale: page.locale, productId: page.productId, site }}>
        <main id="main">
          {page.blocks
            .filter((block) => placementOf(block) === 'main')
            .map((block, index) => (
              <Fragment key={index}>
                {index === 0 ? (
                  <OpensPage>
                    <Block data={block} blocks={blocks} />
                  </OpensPage>
                ) : (
                  <Block data={block} blocks={blocks} />
                )}
                {index === 0 ? <template id={firstScreenEnd} /> : null}
              </Fragment>
            ))}
        </main>
        {page.blocks.map((block, index) => (placementOf(block) === 'after-main' ? <Block key={index} data={block} blocks={blocks} /> : null))}
      </PageContextProvider>
    </StaticRouter>
  );
}
