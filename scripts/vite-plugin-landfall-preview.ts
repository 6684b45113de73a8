import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { previewRouter } from '../edge/preview.ts';
import { isStudioAppPath } from '../src/studio/paths.ts';
import { mountBackend } from '../supabase/embedded/mount.ts';
import { hostCompression } from './host-compression.ts';
import { previewHeaders } from './security-headers.ts';

/**
 * The built file a path names, as a URL path: itself, or the page it is served from as hosts
 * do (/mansion → /mansion.html, /dir/ → /dir/index.html). Undefined for an unknown path.
 */
function builtPathFor(outDir: string, pathname: string): string | undefined {
  const path = pathname.endsWith('/') ? `${pathname}index.html` : pathname;
  for (const candidate of [path, `${path}.html`]) {
    const file = resolve(outDir, `.${candidate}`);
    if (!file.startsWith(outDir + sep)) return undefined;
    if (existsSync(file) && statSync(file).isFile()) return candidate;
  }
  return undefined;
}

/**
 * `vite preview` as a static host: every answer carries the security headers the build wrote
 * for hosts (scripts/security-headers.ts), and an unknown path answers 404.html with status 404
 * to every client, as Netlify, Cloudflare Pages and Vercel do (vite alone sends it only to
 * clients that accept text/html, and an empty body to the rest).
 */
export function landfallPreview(): Plugin {
  return {
    name: 'landfall-preview',
    configurePreviewServer(server) {
      // First, so the pages the experiment router answers are compressed too.
      server.middlewares.use(hostCompression());
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const headers = previewHeaders(outDir);
      const studioHeaders = previewHeaders(outDir, '/studio/*');
      if (!headers)
        server.config.logger.warn(`${relative(process.cwd(), outDir) || '.'}/_headers is missing: this build predates security headers; run npm run build`);
      // First, so the backend's answers (the test checkout's HTML among them) carry them too.
      server.middlewares.use((req, res, next) => {
        const studio = /^\/studio(\/|$)/.test(req.url ?? '');
        for (const [name, value] of Object.entries({ ...headers, ...(studio ? studioHeaders : {}) })) res.setHeader(name, value);
        next();
      });
      // Ahead of static files and the 404 page: the built site talks to the same origin, and
      // /rest/v1/ and /functions/v1/ answer JSON of their own, never the not-found page.
      mountBackend(server);
      // The marketers' area: every screen's address answers its one page, as hosts rewrite it.
      const studioPage = join(outDir, 'studio', 'index.html');
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !existsSync(studioPage)) return next();
        if (!isStudioAppPath(new URL(req.url ?? '/', 'http://localhost').pathname)) return next();
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(studioPage));
      });
      // Pages through the experiment router, as the Worker serves them (arms, personalised text,
      // view counts); scripts, styles and media go on to the static files.
      server.middlewares.use(previewRouter(outDir, builtPathFor));
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.method !== 'GET' && req.method !== 'HEAD') return next();
          const notFound = join(outDir, '404.html');
          const url = new URL(req.url ?? '/', 'http://localhost');
          let pathname: string;
          try {
            pathname = decodeURIComponent(url.pathname);
          } catch {
            pathname = '/%'; // undecodable: no file has that name
          }
          const built = builtPathFor(outDir, pathname);
          if (built) {
            // Vite maps /mansion to mansion.html only for clients that accept HTML; hosts do it for all.
            if (built !== pathname) req.url = encodeURI(built) + url.search;
            return next();
          }
          if (!existsSync(notFound)) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(notFound));
        });
      };
    },
  };
}
