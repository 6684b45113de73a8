import { isbot } from 'isbot';
import type { Manifest, ManifestArm, ManifestExperiment } from '../experiments/manifest.ts';
import { armsCookie, readArms } from './arms-cookie.ts';
import type { BanditWeightsSource } from './bandit-weights.ts';
import { assignArm, controlOf } from './assignment.ts';
import { fillParams, hasParamValues } from './params.ts';
import { experimentFor, phaseOf } from './schedule.ts';

/**
 * The experiment router: one fetch handler (Request → Response, Web APIs only) that the Cloudflare
 * Worker (edge/worker.ts), `npm run preview` and `npm start` all run. It serves each visitor one
 * arm's prerendered HTML at the experiment's own URL, fills personalised text and counts views.
 * Without it a host serves every route's own file: everyone sees the control and nothing breaks.
 */

export interface PageView {
  route: string;
  experiment?: string;
  arm?: string;
  utmSource?: string;
  /** This request gave the visitor an arm: counts each visitor once per experiment. */
  exposure: boolean;
}

export interface RouterOptions {
  manifest: Manifest;
  /** The host's static file at `path` (a URL path such as /index.html or /mansion), answering like the host. */
  fetchAsset: (path: string, request: Request) => Promise<Response>;
  count?: (view: PageView) => Promise<void> | void;
  /** A bandit's current weights (src/edge/bandit-weights.ts); without it, or without an answer, the file's weights. */
  weights?: BanditWeightsSource;
  now?: () => Date;
}

export type Router = (request: Request) => Promise<Response>;

/** /mansion, /mansion/ and /mansion.html are one route, and /index.html is /. */
export function routeOf(pathname: string): string {
  return (
    pathname
      .replace(/\/index\.html$/, '/')
      .replace(/\.html$/, '')
      .replace(/(.)\/+$/, '$1') || '/'
  );
}

interface Choice {
  arm: ManifestArm;
  /** Counted as a view of this experiment's arm (a human on a running experiment). */
  experiment?: string;
  counted: boolean;
  exposure: boolean;
  /** Another visitor could get another arm at this URL: no shared cache may keep it. */
  varies: boolean;
  setCookie?: string;
}

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '');

/** A browser names itself; a request without a User-Agent is a script, treated like a bot. */
const isBotRequest = (request: Request) => {
  const agent = request.headers.get('user-agent');
  return !agent || isbot(agent);
};

/** The request for an arm's file: no validators, since the visitor's cached copy may be another arm. */
function withoutValidators(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']) headers.delete(name);
  return new Request(request.url, { method: request.method, headers });
}

export function createRouter({ manifest, fetchAsset, count, weights, now = () => new Date() }: RouterOptions): Router {
  const byRoute = new Map<string, ManifestExperiment[]>();
  for (const experiment of manifest.experiments) byRoute.set(experiment.route, [...(byRoute.get(experiment.route) ?? []), experiment]);
  const known = new Set(manifest.experiments.map((experiment) => experiment.id));
  let countFailed = false;
  const report = (error: unknown) => {
    if (countFailed) return;
    countFailed = true; // once: a backend that is down would otherwise log every view
    console.error(`[landfall router] counting a page view failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  const countSafely = (view: PageView) => {
    if (!count) return;
    try {
      Promise.resolve(count(view)).catch(report);
    } catch (error) {
      report(error);
    }
  };

  /** A bandit's arms at the weights it has now; a visitor given an arm keeps it (the cookie) whatever they become. */
  const withCurrentWeights = async (experiment: ManifestExperiment): Promise<ManifestExperiment> => {
    if (!experiment.bandit || !weights) return experiment;
    const current = await weights(experiment).catch(() => undefined);
    if (!current) return experiment;
    return { ...experiment, arms: experiment.arms.map((arm) => ({ ...arm, weight: current[arm.name] ?? 0 })) };
  };

  const choose = async (experiment: ManifestExperiment, request: Request, url: URL): Promise<Choice> => {
    const control = controlOf(experiment);
    const phase = phaseOf(experiment, now());
    const forced = url.searchParams.get('variant');
    if (forced !== null) {
      const arm = experiment.arms.find((candidate) => candidate.name === forced) ?? control;
      return { arm, counted: false, exposure: false, varies: true };
    }
    // Search engines and link previews index and show the page everyone can link to: the control,
    // even after a winner (the other arms are noindex and canonical to this route).
    const varies = phase.kind === 'running' || phase.arm !== control;
    if (isBotRequest(request)) return { arm: control, counted: false, exposure: false, varies };
    if (phase.kind === 'settled') return { arm: phase.arm, counted: true, exposure: false, varies };
    const remembered = readArms(request.headers.get('cookie'));
    const kept = experiment.arms.find((arm) => arm.name === remembered.get(experiment.id));
    if (kept) return { arm: kept, experiment: experiment.id, counted: true, exposure: false, varies };
    // HEAD is no page view: answer without giving an arm, so the visitor's first GET is the exposure.
    if (request.method === 'HEAD') return { arm: control, counted: false, exposure: false, varies };
    const picked = await assignArm(await withCurrentWeights(experiment), crypto.randomUUID());
    const arm = experiment.arms.find((candidate) => candidate.name === picked.name) ?? control;
    const arms = new Map([...remembered].filter(([id]) => known.has(id) && id !== experiment.id));
    arms.set(experiment.id, arm.name);
    const setCookie = armsCookie(arms, url.protocol === 'https:');
    return { arm, experiment: experiment.id, counted: true, exposure: true, varies, setCookie };
  };

  const finish = (
    response: Response,
    page: Pick<Choice, 'counted' | 'exposure' | 'varies' | 'setCookie' | 'experiment'> & {
      request: Request;
      url: URL;
      route: string;
      allowed: Readonly<Record<string, number>>;
      armName?: string;
    },
  ): Response | Promise<Response> => {
    const { request, url } = page;
    const isPage = response.status === 200 && isHtml(response);
    const personalised = isPage && hasParamValues(page.allowed, url.searchParams);
    if (isPage && page.counted && request.method === 'GET') {
      // As typed, up to the 100 characters the database keeps (a longer one would lose the view).
      const utmSource =
        Array.from(url.searchParams.get('utm_source') ?? '')
          .slice(0, 100)
          .join('') || undefined;
      countSafely({ route: page.route, exposure: page.exposure, utmSource, ...(page.experiment ? { experiment: page.experiment, arm: page.armName } : {}) });
    }
    if (!personalised && !page.varies && !page.setCookie) return response;
    const headers = new Headers(response.headers);
    if (page.varies || personalised) {
      // The validator names the file as stored, not this answer.
      headers.delete('etag');
      headers.delete('last-modified');
    }
    if (page.varies) {
      headers.set('cache-control', 'private, no-store');
      headers.set('vary', [headers.get('vary'), 'Cookie'].filter(Boolean).join(', '));
    }
    if (page.setCookie) headers.append('set-cookie', page.setCookie);
    const init = { status: response.status, statusText: response.statusText, headers };
    if (!personalised || request.method === 'HEAD' || !response.body) {
      if (personalised) headers.delete('content-length');
      return new Response(response.body, init);
    }
    headers.delete('content-length');
    return response.text().then((html) => new Response(fillParams(html, page.allowed, url.searchParams), init));
  };

  return async (request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' && request.method !== 'HEAD') return fetchAsset(url.pathname, request);
    const route = routeOf(url.pathname);
    const candidates = byRoute.get(route);
    const experiment = candidates && experimentFor(candidates, now());
    if (!experiment) {
      const response = await fetchAsset(url.pathname, request);
      // Every route counts its views, with the same exclusions as an experiment: bots and previews.
      const counted = !isBotRequest(request) && !url.searchParams.has('variant');
      return finish(response, { request, url, route, allowed: manifest.params[route] ?? {}, counted, exposure: false, varies: false });
    }
    const choice = await choose(experiment, request, url);
    const control = controlOf(experiment);
    let arm = choice.arm;
    let response = await fetchAsset(arm.file, withoutValidators(request));
    if (response.status !== 200 && arm !== control) {
      // An arm's file missing from the deploy: its visitors see the control rather than an error.
      arm = control;
      response = await fetchAsset(arm.file, withoutValidators(request));
    }
    const allowed = { ...manifest.params[route], ...manifest.params[routeOf(arm.file)] };
    return finish(response, { ...choice, request, url, route, allowed, armName: arm.name });
  };
}
