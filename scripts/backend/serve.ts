/**
 * npm run backend: the embedded backend on its own port, for a site served elsewhere
 * (VITE_SUPABASE_URL=http://127.0.0.1:54321). PORT (default 54321, Supabase's local API port),
 * HOST (default 127.0.0.1), LANDFALL_DATA_DIR (default .landfall/db, `memory` for none).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolveDataDir } from './data-dir.ts';
import { startEmbeddedBackend } from './embedded.ts';
import { DataDirLockedError } from './lock.ts';

const dataDir = resolveDataDir();
const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';

const backend = await startEmbeddedBackend({ dataDir }).catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
const server = createServer((req, res) => backend.handle(req, res));
server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
  console.log(`Landfall backend listening on http://${host}:${actual} (data: ${dataDir}, pid ${process.pid})`);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close();
  void backend.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
