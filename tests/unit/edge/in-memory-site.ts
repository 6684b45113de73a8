import type { Manifest } from '../../../src/experiments/manifest.ts';

/**
 * A static host in memory for the router's unit tests: files by URL path, served the way the
 * hosts do (/ → /index.html, /mansion → /mansion.html, anything else → 404.html with 404). The
 * real hosts run in worker.test.ts (workerd) and preview.test.ts (vite preview).
 */
export function inMemorySite(files: Record<string, string>) {
  const requests: { path: string; request: Request }[] = [];
  const fetchAsset = async (path: string, request: Request): Promise<Response> => {
    requests.push({ path, request });
    const file = [path, path.endsWith('/') ? `${path}index.html` : `${path}.html`].find((candidate) => candidate in files);
    const type = (name: string) => (name.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8');
    if (!file) return new Response(files['/404.html'] ?? 'Not found', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    return new Response(request.method === 'HEAD' ? null : files[file], {
      headers: { 'content-type': type(file), etag: `"${file}"`, 'cache-control': 'public, max-age=0' },
    });
  };
  return { fetchAsset, requests };
}

const page = (arm: string, slot = '') =>
  `<!doctype html><html><head><title>${arm}</title></head><body data-experiment="home-headline" data-arm="${arm}"><h1>${arm}: ${slot}</h1></body></html>`;

export const slot = (text = 'Own land in Sumba', max = 60) => `<span data-param="utm_term" data-max="${max}">${text}</span>`;

/** Home (the control) and its copy, each with a utm_term slot; /villa personalises too, /mansion does not. */
export const siteFiles: Record<string, string> = {
  '/index.html': page('control', slot()),
  '/home-sumba.html': page('sumba', slot()),
  '/villa.html': `<!doctype html><html><body><h1>Villa for ${slot('you', 20)}</h1></body></html>`,
  '/mansion.html': `<!doctype html><html><body><h1>Mansion ${slot('friend', 30)}</h1></body></html>`,
  '/404.html': '<!doctype html><html><body><h1>Page not found</h1></body></html>',
  '/assets/main.js': 'console.log(1)',
};

export function manifestWith(experiment: Partial<Manifest['experiments'][number]> = {}): Manifest {
  return {
    version: 1,
    experiments: [
      {
        id: 'home-headline',
        route: '/',
        goal: 'founder-application',
        control: 'control',
        arms: [
          { name: 'control', weight: 50, file: '/index.html' },
          { name: 'sumba', weight: 50, file: '/home-sumba.html' },
        ],
        minimumDetectableEffect: 0.2,
        baselineRate: 0.03,
        ...experiment,
      },
    ],
    params: { '/': { utm_term: 60 }, '/home-sumba': { utm_term: 60 }, '/villa': { utm_term: 20 } },
  };
}

export const browser = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const armOf = (html: string) => /data-arm="([^"]+)"/.exec(html)?.[1];
