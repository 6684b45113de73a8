import { afterAll, beforeAll } from 'vitest';
import { createServer, type Logger, type ViteDevServer } from 'vite';
import { makeVariantsDir, repoRoot } from './engine/variants-dir';

export const schemaHeader = '# yaml-language-server: $schema=../schemas/variant.schema.json';

const isReset = (error: unknown) => error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET';

/**
 * fetch, with a GET that met a reset on a reused keep-alive connection sent again once, as a
 * browser does: the server may close an idle connection at the moment the client picks it up
 * (Node's 5 s keep-alive), and on a busy machine the client's own idle timer fires late enough to
 * lose that race. A second reset is a real failure and is thrown.
 */
export async function fetchAgain(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isReset(error) || (init?.method ?? 'GET') !== 'GET') throw error;
    return fetch(url, init);
  }
}

/**
 * `npm start` (Vite with the Landfall plugin) on a temporary copy of the test variants, for the
 * whole test file: started before its tests, closed after. `get` fetches a page as a browser asks.
 */
export function devServerForFile(options: { port: number; customLogger?: Logger }) {
  const variantsDir = makeVariantsDir();
  let server: ViteDevServer | undefined;
  let base = '';
  beforeAll(async () => {
    process.env.LANDFALL_VARIANTS_DIR = variantsDir;
    server = await createServer({
      root: repoRoot,
      ...(options.customLogger ? { customLogger: options.customLogger } : { logLevel: 'silent' }),
      server: { port: options.port, strictPort: false },
    });
    await server.listen();
    base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });
  afterAll(async () => {
    delete process.env.LANDFALL_VARIANTS_DIR;
    await server?.close();
  });
  const get = async (path: string) => {
    const response = await fetchAgain(base + path, { headers: { accept: 'text/html' } });
    return { status: response.status, html: await response.text() };
  };
  /** Any other request, as the browser makes it (pictures, JSON, a POST). */
  const fetchPath = (path: string, init?: RequestInit) => fetchAgain(base + path, init);
  /** What Vite's socket tells every open page from now on (message types, or custom event names). */
  const listen = async () => {
    const told: string[] = [];
    const socket = new WebSocket(`${base.replace(/^http/, 'ws')}/?token=${server!.config.webSocketToken}`, 'vite-hmr');
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; event?: string };
      told.push(message.event ?? message.type);
    });
    await new Promise((open) => socket.addEventListener('open', open, { once: true }));
    return { told, close: () => socket.close() };
  };
  return { variantsDir, get, fetchPath, listen };
}
