/**
 * npm run backend: the embedded backend on its own port, for a site served elsewhere
 * (VITE_SUPABASE_URL=http://127.0.0.1:54321). PORT (default 54321, Supabase's local API port),
 * HOST (default 127.0.0.1), LANDFALL_DATA_DIR (default .landfall/db, `memory` for none).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkWebhookSecretFile, resolveDataDir, WebhookSecretFileError } from './data-dir.ts';
import { startEmbeddedBackend } from './embedded.ts';
import { DataDirLockedError } from './lock.ts';
import { DataDirDamagedError } from './open-data-dir.ts';

const dataDir = resolveDataDir();
const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';

const backend = await Promise.resolve()
  .then(() => {
    checkWebhookSecretFile(dataDir);
    return startEmbeddedBackend({ dataDir, origin: () => `http://${host}:${(server.address() as AddressInfo | null)?.port ?? port}` });
  })
  .catch((error: unknown) => {
    // The operator's mistakes (folder in use or damaged, secret file exposed) print as one message.
    const known = [DataDirLockedError, DataDirDamagedError, WebhookSecretFileError].some((type) => error instanceof type);
    console.error(known && error instanceof Error ? error.message : error);
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
