import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signatureHeader } from '../../supabase/functions/drain-webhooks/sign';
import { expect } from './support';

/** What studio-screens.spec.ts needs besides the browser: a CRM stand-in, a port nobody answers on, axe and screenshots. */

export interface Received {
  path: string;
  /** The raw body, as a receiver must verify it (before parsing). */
  body: string;
  signature: string | undefined;
}

/** A webhook receiver on 127.0.0.1 that answers 204 and keeps every request. */
export async function startReceiver(): Promise<{ origin: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', body, signature: req.headers[signatureHeader.toLowerCase()] as string | undefined });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that was free a moment ago and that nothing listens on now. */
export async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export const shotsDir = process.env.LANDFALL_STUDIO_SHOTS ?? '/tmp/studio-shots';

/** axe's WCAG 2 A/AA rules (as studio.spec.ts runs them) on the page as it is, then a full-page screenshot `e2e-<name>.png`. */
export async function scanAndShoot(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const report = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(report, `axe violations on ${name}`).toEqual([]);
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `e2e-${name}.png`), fullPage: true });
}
