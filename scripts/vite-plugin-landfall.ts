import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type * as DevRenderModule from '../src/render/dev-render';
import { devDialogTextsLocale } from '../src/dialogs/dialog-payload';
import { mountBackend } from './backend/mount.ts';

const assetLike = /^\/(@|src\/|node_modules\/)|\.[a-z0-9]+$/i;

function errorPage(messages: string[]): string {
  const payload = JSON.stringify({ message: messages.join('\n'), stack: '', plugin: 'landfall' }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Variant errors</title>
<script type="module" src="/@vite/client"></script></head>
<body style="font-family:monospace;padding:2rem"><h1>Variant errors</h1><pre>${messages
    .map((m) => m.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .join('\n')}</pre>
<script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${payload}));</script>
</body></html>`;
}

/**
 * Dev server: every page request renders from the YAML on disk, so adding, editing or
 * deleting a variant shows at once; broken variants print in the terminal and the overlay.
 */
export function landfallDev({ variantsDir: customDir }: { variantsDir?: string } = {}): Plugin {
  let lastReport = '';
  const load = (server: ViteDevServer) =>
    server.ssrLoadModule('/src/render/dev-render.ts') as Promise<typeof DevRenderModule>;

  const report = (server: ViteDevServer, messages: string[]) => {
    const text = messages.join('\n');
    if (text === lastReport) return;
    lastReport = text;
    if (messages.length) {
      server.config.logger.error(`\n${text}\n${messages.length} problem(s) in variants; the server keeps running.`, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: text, stack: '', plugin: 'landfall' } });
    } else {
      server.config.logger.info('variants valid', { timestamp: true });
    }
  };

  return {
    name: 'landfall-dev',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const variantsDir = customDir ?? join(root, 'variants');
      server.watcher.add(variantsDir);
      const onChange = async (file: string) => {
        if (!file.startsWith(variantsDir + sep) || !file.endsWith('.yaml')) return;
        server.config.logger.info(`${relative(root, file)} changed`, { timestamp: true });
        const messages = (await load(server)).validateAll(root, variantsDir);
        report(server, messages);
        if (!messages.length) server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);

      // Before the page middleware, so /rest/v1/ and /functions/v1/ never reach it.
      mountBackend(server);
      server.middlewares.use(async (req, res, next) => {
        const locale = devDialogTextsLocale(new URL(req.url ?? '/', 'http://localhost').pathname);
        if (!locale) return next();
        try {
          const json = (await load(server)).dialogTextsJson(root, locale, variantsDir);
          if (json === undefined) return next();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(json);
        } catch (error) {
          next(error);
        }
      });

      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || (assetLike.test(url.pathname) && !url.pathname.endsWith('.html'))) {
          return next();
        }
        try {
          const pathname = url.pathname.replace(/(\/index)?\.html$/, '') || '/';
          const result = (await load(server)).renderRoute(root, pathname, variantsDir);
          if (result.kind === 'none') return next();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (result.kind === 'errors') {
            report(server, result.messages);
            res.statusCode = 500;
            res.end(errorPage(result.messages));
            return;
          }
          report(server, []);
          res.statusCode = result.status;
          res.end(await server.transformIndexHtml(url.pathname, result.html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/**
 * `vite preview` answers unknown paths with an empty 404; serve the prerendered 404.html
 * instead, as static hosts do, so preview behaves like production.
 */
export function landfallPreview(): Plugin {
  return {
    name: 'landfall-preview',
    configurePreviewServer(server) {
      // Ahead of static files and the 404 page: the built site talks to the same origin.
      mountBackend(server);
      return () => {
        server.middlewares.use((req, res, next) => {
          const accept = req.headers.accept ?? '';
          if ((req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html')) return next();
          const outDir = join(server.config.root, server.config.build.outDir);
          const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
          const page = pathname === '/' ? 'index.html' : pathname.endsWith('.html') ? pathname.slice(1) : `${pathname.slice(1)}.html`;
          const file = join(outDir, '404.html');
          if (existsSync(join(outDir, page)) || !existsSync(file)) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(readFileSync(file));
        });
      };
    },
  };
}
