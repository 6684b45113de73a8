import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { verifyWebhook } from '../../../supabase/functions/drain-webhooks/sign';

/** What a CRM receives: the body exactly as sent, and whether its signature verified. */
export interface Received {
  raw: string;
  signature: string | undefined;
  delivery: string | undefined;
  verified: boolean;
}

export const webhookBody = z.object({
  event: z.literal('lead.created'),
  delivery: z.string(),
  created_at: z.string(),
  lead: z.record(z.string(), z.unknown()).and(z.object({ type: z.string(), id: z.string() })),
});

/**
 * A webhook receiver on a loopback port that verifies each request with verifyWebhook, as the
 * docs/operators/security.md tells receivers to. stop() kills it (open connections too); start() brings it back on
 * the same port.
 */
export class Receiver {
  readonly received: Received[] = [];
  /** The status it answers with. */
  status = 200;
  secret = '';
  port = 0;
  #server: Server | undefined;

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/landfall`;
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = req.headers['landfall-signature'];
        const header = typeof signature === 'string' ? signature : undefined;
        const delivery = req.headers['landfall-delivery'];
        this.received.push({
          raw,
          signature: header,
          delivery: typeof delivery === 'string' ? delivery : undefined,
          verified: await verifyWebhook(raw, header, this.secret),
        });
        res.statusCode = this.status;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  bodies() {
    return this.received.map((entry) => webhookBody.parse(JSON.parse(entry.raw)));
  }
}

/**
 * A receiver that takes each request and never answers, holding the connection as a stalled CRM
 * does. `held` settles when the first request arrives, `released` when the sender gives up on it
 * (closes the connection); stop() drops whatever it still holds.
 */
export class StalledReceiver {
  port = 0;
  requests = 0;
  readonly held: Promise<void>;
  readonly released: Promise<void>;
  #hold = () => {};
  #release = () => {};
  #server: Server | undefined;

  constructor() {
    this.held = new Promise((resolve) => (this.#hold = resolve));
    this.released = new Promise((resolve) => (this.#release = resolve));
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks/stalled`;
  }

  async start(): Promise<this> {
    const server = createServer((req) => {
      this.requests += 1;
      req.socket.once('close', () => this.#release());
      req.resume();
      this.#hold();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.#server = server;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
