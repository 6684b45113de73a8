import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { checkWebhookSecretFile, resolveDataDir } from './data-dir.ts';
import { backendPaths, startEmbeddedBackend } from './embedded.ts';

/** The parts of a vite dev or preview server the backend needs. */
interface HostServer {
  middlewares: { use(fn: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): unknown };
  httpServer: { once(event: 'listening', listener: () => void): unknown } | null;
  config: { logger: { info(message: string, options?: { timestamp?: boolean }): void; error(message: string, options?: { timestamp?: boolean }): void } };
  resolvedUrls: { local: string[] } | null;
}

/**
 * Serves /rest/v1/ and /functions/v1/ from the embedded backend inside `npm start` and
 * `npm run preview`, so the site works with no other process. The data directory is read
 * per mount (LANDFALL_DATA_DIR), so tests can point each server at their own.
 */
export function mountBackend(server: HostServer): void {
  const dataDir = resolveDataDir();
  const shown = dataDir === 'memory' ? '' : relative(process.cwd(), dataDir);
  const label = dataDir === 'memory' ? 'in memory' : shown && !shown.startsWith('..') ? shown : dataDir;
  const logger = server.config.logger;
  let reported = '';
  const open = () =>
    Promise.resolve()
      .then(() => {
        checkWebhookSecretFile(dataDir);
        return startEmbeddedBackend({ dataDir, origin: () => server.resolvedUrls?.local[0] });
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (message !== reported) logger.error(`backend: ${message}`, { timestamp: true });
        reported = message;
        throw error;
      });

  // Open while the developer reads the URL, not on the first form submit (migrations take
  // seconds). Unit tests that start a server only for pages never touch a database.
  if (!process.env.VITEST) {
    server.httpServer?.once('listening', () => {
      open().then(
        () => logger.info(`backend ready (database ${label})`, { timestamp: true }),
        () => {},
      );
    });
  }

  server.middlewares.use((req, res, next) => {
    if (!backendPaths.test(req.url ?? '/')) return next();
    open().then(
      (backend) => backend.handle(req, res, next),
      () => {
        res.statusCode = 503;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Access-Control-Allow-Origin', '*');
        // The reason names folders and processes on this machine: it is in the terminal, not here.
        const message = 'The backend could not start; the server terminal says why.';
        res.end(JSON.stringify({ code: 'LF503', message, details: null, hint: null }));
      },
    );
  });
}
