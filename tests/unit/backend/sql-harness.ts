import type { PGliteInterface } from '@electric-sql/pglite';
import { afterAll, beforeAll } from 'vitest';
import { z } from 'zod';
import { callRpc, openDatabase, type RpcResult } from '../../../scripts/backend/database';

/**
 * Real PostgreSQL (PGlite) with the real migration. Migrating takes seconds, cloning a migrated
 * database well under one, so each test file migrates once and every describe block that needs
 * clean state takes its own clone.
 */
let template: Promise<PGliteInterface> | undefined;
const opened: PGliteInterface[] = [];

// Migrating can take well over the default 10 s hook timeout when test files run side by side.
beforeAll(async () => {
  template ??= openDatabase();
  await template;
}, 120_000);

afterAll(async () => {
  for (const db of opened.splice(0)) await db.close();
  const migrated = template;
  template = undefined;
  if (migrated) await (await migrated).close();
});

export async function freshDatabase(): Promise<PGliteInterface> {
  template ??= openDatabase();
  const db = await (await template).clone();
  opened.push(db);
  return db;
}

let lastIp = 0;
/** A new client address per call unless a test pins one, so rate limits stay out of the way. */
export function nextIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export function asAnon(db: PGliteInterface, fn: string, body: unknown, ip: string = nextIp()): Promise<RpcResult> {
  return callRpc(db, fn, body, { role: 'anon', headers: { 'x-forwarded-for': ip } });
}

export function asService(db: PGliteInterface, fn: string, body: unknown): Promise<RpcResult> {
  return callRpc(db, fn, body, { role: 'service_role', headers: { 'x-forwarded-for': '203.0.113.1' } });
}

const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.string().nullable(),
  hint: z.null(),
});

export function errorOf(result: RpcResult) {
  return errorBody.parse(result.body);
}

/** The {field: message} map of a 400 answer. */
export function fieldErrors(result: RpcResult): Record<string, string> {
  expect400(result);
  return z.record(z.string(), z.string()).parse(JSON.parse(errorOf(result).details ?? 'null'));
}

function expect400(result: RpcResult): void {
  if (result.status !== 400) throw new Error(`Expected 400, got ${result.status}: ${JSON.stringify(result.body)}`);
}

export function createdId(result: RpcResult): string {
  if (result.status !== 200) throw new Error(`Expected 200, got ${result.status}: ${JSON.stringify(result.body)}`);
  return z.object({ ok: z.literal(true), id: z.uuid() }).parse(result.body).id;
}

export async function rows(db: PGliteInterface, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return (await db.query<Record<string, unknown>>(sql, params)).rows;
}

export const founder = {
  name: "Siobhán O'Brien",
  email: 'siobhan@example.ie',
  phone: '+44 (20) 7946-0958',
  countryCode: '+44',
  country: 'GB',
};

export const partnership = {
  name: 'Łukasz Nowak',
  email: 'lukasz@example.pl',
  phone: '600 123 456',
  countryCode: '+48',
  companyName: 'Nowak Land Sp. z o.o.',
  location: 'Sumba, East Nusa Tenggara',
  landDetails: 'Four hectares of coastal land with road access and a fresh-water well.',
};

export const membership = {
  name: 'Zoë-Ann Smith',
  email: 'zoe@example.com',
  phone: '(20) 7946-0958',
  countryCode: '+44',
};
