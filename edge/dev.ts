import type { BanditWeightsSource } from '../src/edge/bandit-weights.ts';
import { createRouter, type PageView, type Router, routeOf } from '../src/edge/router.ts';
import { experimentsNow, renderRoute } from '../src/site/dev-render.ts';

/**
 * The experiment router inside `npm start`: the experiments and pages as the files on disk say
 * now, each arm rendered from its variant as the dev server renders any route. Loaded through
 * Vite's module graph (ssrLoadModule), so it shares the dev server's validated site.
 *
 * Undefined when the route runs no experiment and shows no URL parameter: the dev server then
 * answers as it always has.
 */
export function devRouter(options: {
  root: string;
  variantsDir?: string;
  pathname: string;
  /** Vite's transformIndexHtml for this request: its client, HMR and the module graph's stylesheets. */
  finish: (html: string) => Promise<string>;
  count?: (view: PageView) => Promise<void> | void;
  weights?: BanditWeightsSource;
}): Router | undefined {
  const { root, variantsDir, pathname, finish, count, weights } = options;
  const manifest = experimentsNow(root, variantsDir);
  const route = routeOf(pathname);
  if (!manifest.experiments.some((experiment) => experiment.route === route) && !manifest.params[route]) return undefined;
  return createRouter({
    manifest,
    count,
    weights,
    fetchAsset: async (path) => {
      // The manifest names built files (/index.html, /home-sumba.html): their routes render here.
      const rendered = renderRoute(root, routeOf(path), variantsDir);
      if (rendered.kind !== 'page') return new Response(null, { status: rendered.kind === 'none' ? 404 : 500 });
      return new Response(await finish(rendered.html), { status: rendered.status, headers: { 'content-type': 'text/html; charset=utf-8' } });
    },
  });
}
