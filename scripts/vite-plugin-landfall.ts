import { join, relative, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import type * as DevRenderModule from '../src/site/dev-render';
import type * as PagesApiModule from '../src/site/editor/pages-api';
import { PAGES_API } from '../src/editor/pages-contract.ts';
import { phoneCropServer } from './media/phone-crop';
import { experimentsDirFor } from '../src/experiments/folder.ts';
import { MANIFEST_FILE } from '../src/experiments/manifest.ts';
import { devDialogTextsLocale } from '../src/interactive/dialogs/dialog-payload';
import { mountBackend } from '../supabase/embedded/mount.ts';
import type * as DevEdgeModule from '../edge/dev.ts';
import { embeddedBanditWeights } from '../edge/bandit-in-process.ts';
import { embeddedCounter } from '../edge/count-in-process.ts';
import { requestOf, serve } from '../edge/node-http.ts';
import { serveFlags } from './flags.ts';
import { studioDocument } from '../src/studio/document.ts';
import { isStudioAppPath } from '../src/studio/paths.ts';
import { VARIANTS_CHANGED } from '../src/site/dev-reload.ts';

/** What makes a page of npm start reload when the variants change (src/site/dev-reload.ts). */
const devReload = '<script type="module" src="/src/site/dev-reload.ts"></script>';

const assetLike = /^\/(@|src\/|node_modules\/)|\.[a-z0-9]+$/i;

function errorPage(messages: string[]): string {
  const payload = JSON.stringify({ message: messages.join('\n'), stack: '', plugin: 'landfall' }).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Variant errors</title>
<script type="module" src="/@vite/client"></script>${devReload}</head>
<body style="font-family:monospace;padding:2rem"><h1>Variant errors</h1><pre>${messages
    .map((m) => m.replace(/&/g, '&amp;').replace(/</g, '&lt;'))
    .join('\n')}</pre>
<script type="module">import { ErrorOverlay } from '/@vite/client'; document.body.appendChild(new ErrorOverlay(${payload}));</script>
</body></html>`;
}

/** The terminal's last line after a pass with problems: which routes they stop. */
function stoppedSummary({ messages, stopped, everyPage, where }: DevRenderModule.DevProblems): string {
  const count = messages.length === 1 ? '1 problem' : `${messages.length} problems`;
  if (everyPage) return `${count} in ${where}; a file every page reads is broken, so every route shows these errors until it is fixed.`;
  if (!stopped.length) return `${count} in ${where}, in files no route reads; every route still renders.`;
  return `${count} in ${where}; ${stopped.join(', ')} ${stopped.length === 1 ? 'shows its' : 'show their'} errors, every other route still renders.`;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Every answer is the files as they are now: never kept by the browser.
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

const bodyLimit = 2 * 1024 * 1024;

/**
 * Whether a connection comes from this machine (IPv4, IPv6 or IPv4-mapped loopback): the page
 * editor writes files and has no sign-in of its own, so only a browser on the machine that holds
 * them may use it. The socket's address, not a header: no request can claim it.
 */
export function fromThisMachine(address: string | undefined): boolean {
  return address !== undefined && /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);
}

/**
 * Reads a pages API request's JSON body (a GET has none) and answers it. A POST must say it is
 * JSON: a form on another site can post to localhost without asking, but JSON needs a CORS
 * preflight, which nothing here answers, so the editor's writes are this origin's alone.
 */
async function pagesAnswer(req: IncomingMessage, answer: (body: unknown) => Promise<{ status: number; body: unknown }>) {
  if (req.method !== 'POST') return answer(undefined);
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    return { status: 415, body: { error: `Send the request as JSON (Content-Type: application/json), not ${type || 'without a type'}` } };
  // Read to the end even past the limit: an answer sent mid-upload reaches the client as a reset, not as 413.
  const text = await new Promise<string | undefined>((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= bodyLimit) chunks.push(chunk);
    });
    req.on('end', () => done(size > bodyLimit ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
  if (text === undefined) return { status: 413, body: { error: `The request is over ${bodyLimit / 1024 / 1024} MB` } };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, body: { error: 'The request body is not JSON' } };
  }
  return answer(body);
}

/**
 * Dev server: every page request renders from the YAML on disk, so adding, editing or
 * deleting a variant shows at once. A broken variant (or a shared file it reads) stops its own
 * route, which shows its errors in Vite's overlay; the other routes keep rendering, and the
 * terminal lists every problem once per validation pass.
 * A burst of file events (a git checkout, 200 files dropped in) is validated once, after
 * `quietMs` without events, and the browser reloads once.
 */
export function landfallDev({ variantsDir: customDir, quietMs = 100 }: { variantsDir?: string; quietMs?: number } = {}): Plugin {
  const load = (server: ViteDevServer) => server.ssrLoadModule('/src/site/dev-render.ts') as Promise<typeof DevRenderModule>;

  const report = async (server: ViteDevServer, root: string, variantsDir: string) => {
    const problems = (await load(server)).unreportedProblems(root, variantsDir);
    if (!problems) return;
    if (problems.messages.length)
      server.config.logger.error(`\n${[...problems.messages, ...problems.hints].join('\n')}\n${stoppedSummary(problems)}`, { timestamp: true });
    else server.config.logger.info('variants valid', { timestamp: true });
  };

  return {
    name: 'landfall-dev',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      const variantsDir = customDir ?? join(root, 'variants');
      const experimentsDir = experimentsDirFor(root, variantsDir);
      const watched = experimentsDir ? [variantsDir, experimentsDir] : [variantsDir];
      server.watcher.add(watched);

      const changed = new Set<string>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Events seen but not yet validated; requests wait for them rather than render twice.
      let waiting: { done: Promise<void>; resolve: () => void } | undefined;
      let running = Promise.resolve();
      const revalidate = async (files: string[]) => {
        const [first] = files;
        const what = files.length === 1 && first ? relative(root, first) : `${files.length} files in ${relative(root, variantsDir) || '.'}`;
        server.config.logger.info(`${what} changed`, { timestamp: true });
        await report(server, root, variantsDir);
        // Every open page asks again: each gets its page, or its own errors in the overlay. Not
        // Vite's full-reload, which would also reload the studio's page editor after its own save.
        server.ws.send({ type: 'custom', event: VARIANTS_CHANGED });
      };
      const flush = () => {
        timer = undefined;
        const files = [...changed];
        changed.clear();
        const batch = waiting;
        waiting = undefined;
        running = running
          .then(() => revalidate(files))
          .catch((error: unknown) => server.config.logger.error(`variants: ${error instanceof Error ? error.message : String(error)}`, { timestamp: true }))
          .finally(() => batch?.resolve());
      };
      const settled = async () => {
        while (waiting) await waiting.done;
        await running;
      };
      const onChange = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir + sep)) || !/\.(yaml|json)$/.test(file)) return;
        changed.add(file);
        if (!waiting) {
          let resolve = () => {};
          const done = new Promise<void>((wake) => (resolve = wake));
          waiting = { done, resolve };
        }
        clearTimeout(timer);
        timer = setTimeout(flush, quietMs);
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);
      server.httpServer?.once('close', () => {
        clearTimeout(timer);
        waiting?.resolve(); // nothing will validate any more; let waiting requests end
        waiting = undefined;
      });

      // Before the page middleware, so /rest/v1/ and /functions/v1/ never reach it.
      mountBackend(server);
      server.middlewares.use(serveFlags);
      // The heroes' phone pictures, cut from public/ as the build cuts them (scripts/media/phone-crop.ts).
      const phoneCrop = phoneCropServer(server.config.publicDir);
      server.middlewares.use(async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        try {
          const crop = await phoneCrop(new URL(req.url ?? '/', 'http://localhost').pathname);
          if (!crop) return next();
          res.setHeader('Content-Type', crop.type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : crop.body);
        } catch (error) {
          next(error);
        }
      });
      // The marketers' area: one client-rendered page for every /studio address, from source.
      server.middlewares.use(async (req, res, next) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !isStudioAppPath(pathname)) return next();
        try {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(await server.transformIndexHtml(pathname, studioDocument({ script: '/src/studio/main.tsx', stylesheets: [] })));
        } catch (error) {
          next(error);
        }
      });
      // The experiments as the build would write them (the marketers' area lists them from it).
      server.middlewares.use(async (req, res, next) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== `/${MANIFEST_FILE}`) return next();
        try {
          await settled();
          res.setHeader('Content-Type', 'application/json; charset=utf-8');
          res.end(JSON.stringify((await load(server)).experimentsNow(root, variantsDir)));
        } catch (error) {
          next(error);
        }
      });
      // The studio's page editor: list, read, preview and write the variant files (src/editor/pages-contract.ts).
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname !== PAGES_API && !url.pathname.startsWith(`${PAGES_API}/`)) return next();
        // npm start with HOST=0.0.0.0 shows the site to the network, never its files to write.
        if (!fromThisMachine(req.socket.remoteAddress)) {
          sendJson(res, 403, { error: 'The page editor reads and writes the files of the machine it runs on: open the studio there, at localhost' });
          return;
        }
        try {
          const api = (await server.ssrLoadModule('/src/site/editor/pages-api.ts')) as typeof PagesApiModule;
          const answer = await pagesAnswer(req, async (body) =>
            api.answerPagesRequest(root, variantsDir, {
              method: req.method ?? 'GET',
              path: url.pathname.slice(PAGES_API.length),
              query: url.searchParams,
              body,
            }),
          );
          sendJson(res, answer.status, answer.body);
        } catch (error) {
          sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
        }
      });
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const locale = devDialogTextsLocale(url.pathname);
        if (!locale) return next();
        try {
          await settled();
          const json = (await load(server)).dialogTextsJson(root, locale, variantsDir, url.searchParams.get('route') ?? undefined);
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
          await settled();
          const pathname = url.pathname.replace(/(\/index)?\.html$/, '') || '/';
          const result = (await load(server)).renderRoute(root, pathname, variantsDir);
          await report(server, root, variantsDir);
          if (result.kind === 'none') return next();
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (result.kind === 'errors') {
            res.statusCode = 500;
            res.end(errorPage(result.messages));
            return;
          }
          // An experiment's route, or a page showing URL parameters: through the router, as deployed.
          const edge = (await server.ssrLoadModule('/edge/dev.ts')) as typeof DevEdgeModule;
          const request = requestOf(req);
          const finish = (html: string) => server.transformIndexHtml(url.pathname, html.replace('</head>', `${devReload}</head>`));
          const router = edge.devRouter({
            root,
            variantsDir,
            pathname,
            finish,
            count: embeddedCounter(req, request.headers),
            weights: embeddedBanditWeights(),
          });
          if (router) return await serve(router, req, res, request);
          res.statusCode = result.status;
          res.end(await finish(result.html));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
