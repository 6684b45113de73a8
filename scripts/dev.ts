/** npm start: the dev server (variants render on request; edits show without a restart). */
import { createServer } from 'vite';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 5173);
const server = await createServer({ root, server: { port, host: process.env.HOST ?? 'localhost' } });
await server.listen();
server.printUrls();
