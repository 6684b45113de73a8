import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { createRouter, routeOf } from '../src/edge/router.ts';
import { MANIFEST_FILE, type Manifest, parseManifest } from '../src/experiments/manifest.ts';
import { embeddedBanditWeights } from './bandit-in-process.ts';
import { embeddedCounter } from './count-in-process.ts';
import { requestOf, serve } from './node-http.ts';

/**
 * The experiment router inside `npm run preview`: the same createRouter the Worker runs, with
 * the built folder as its assets and the embedded backend as its counter.
 */

const noExperiments: Manifest = { version: 1, experiments: [], params: {} };

const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.xml': 'application/xml', '.txt': 'text/plain' };

/** The manifest of the folder served, read per request: a rebuild while preview runs is served at once. */
function readManifest(outDir: string): Manifest {
  const file = join(outDir, MANIFEST_FILE);
  if (!existsSync(file)) return noExperiments; // a build from before experiments: every route its own page
  return parseManifest(JSON.parse(readFileSync(file, 'utf8')));
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Pages (and every experiment's route) through the router; scripts, styles and media are left
 * to the static server. `builtPathFor` is the host's own mapping of a URL path to a built file.
 */
export function previewRouter(outDir: string, builtPathFor: (outDir: string, pathname: string) => string | undefined): Middleware {
  const fetchAsset = async (path: string, request: Request): Promise<Response> => {
    let built: string | undefined;
    try {
      built = builtPathFor(outDir, decodeURIComponent(path));
    } catch {
      built = undefined; // undecodable: no file has that name
    }
    const notFound = join(outDir, '404.html');
    const head = request.method === 'HEAD';
    if (built) {
      const type = types[extname(built)] ?? 'application/octet-stream';
      return new Response(head ? null : await readFile(join(outDir, built)), { headers: { 'content-type': type } });
    }
    if (!existsSync(notFound)) return new Response('Not found', { status: 404 });
    return new Response(head ? null : await readFile(notFound), { status: 404, headers: { 'content-type': types['.html']! } });
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return next();
    }
    let manifest: Manifest;
    try {
      manifest = readManifest(outDir);
    } catch (error) {
      return next(new Error(`${MANIFEST_FILE} in ${outDir} cannot be read: ${error instanceof Error ? error.message : String(error)}`));
    }
    const route = routeOf(pathname);
    const isPage = builtPathFor(outDir, pathname)?.endsWith('.html') || manifest.experiments.some((experiment) => experiment.route === route);
    if (!isPage) return next();
    const request = requestOf(req);
    const router = createRouter({ manifest, fetchAsset, count: embeddedCounter(req, request.headers), weights: embeddedBanditWeights() });
    serve(router, req, res, request).catch(next);
  };
}
