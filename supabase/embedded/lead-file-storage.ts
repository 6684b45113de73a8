import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FileStorage } from '../functions/_shared/deps.ts';
import { LEAD_FILES_BUCKET } from '../functions/_shared/lead-files.ts';
import type { SqlTransactor } from './database.ts';

/**
 * The lead-files bucket on the embedded server: each file under the data folder
 * (<data>/landfall-files/<path>, owner-only like the rest of it), or in memory with the database,
 * plus the storage.objects row Supabase Storage keeps, so the bucket's policies decide who reads
 * (storage-routes.ts) exactly as they do on Supabase.
 *
 * A file is written to a temporary name as its bytes arrive (an upload is never held whole in
 * memory), synced and renamed only when complete, so a crash never leaves half a file under a
 * real path; an upload that breaks off or breaks the file rule part-way leaves nothing. What a crash can leave (a temporary file, a file whose
 * database row was never written) is deleted when the server next starts (removeStrays).
 */
export interface EmbeddedFileStorage extends FileStorage {
  /** The stored bytes and their type, or undefined for a path that holds nothing. */
  read(path: string): Promise<{ bytes: Uint8Array<ArrayBuffer>; contentType: string } | undefined>;
  /** Whether the caller (role and claims, as PostgREST sets them) may select the object: the bucket's policies. */
  visibleTo(role: 'anon' | 'authenticated', claims: Record<string, unknown>, bucket: string, path: string): Promise<boolean>;
}

/** lead-files names every file with a random UUID; no other name is ever read or written. */
const OWN_PATH = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_PREFIX = '.tmp-';

export const filesDir = (dataDir: string) => join(dataDir, 'landfall-files');

function checkedPath(path: string): string {
  if (!OWN_PATH.test(path)) throw new Error(`not a lead-files path: ${JSON.stringify(path)}`);
  return path;
}

async function addObject(db: SqlTransactor, path: string, contentType: string, size: number) {
  await db.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)`, [
    LEAD_FILES_BUCKET,
    path,
    JSON.stringify({ mimetype: contentType, size }),
  ]);
}

async function objectType(db: SqlTransactor, path: string): Promise<string | undefined> {
  const { rows } = await db.query<{ type: string | null }>(`select metadata ->> 'mimetype' as type from storage.objects where bucket_id = $1 and name = $2`, [
    LEAD_FILES_BUCKET,
    path,
  ]);
  return rows[0]?.type ?? undefined;
}

/** The whole stream, for the database-only store (which keeps files in memory anyway). */
async function collected(body: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    size += value.byteLength;
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return bytes;
}

async function visibleTo(db: SqlTransactor, role: string, claims: Record<string, unknown>, bucket: string, path: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [role, JSON.stringify(claims)]);
    const { rows } = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucket, path]);
    return rows.length > 0;
  });
}

/** Files in the bucket's folder (or objects in memory) with no lead_files row: crash leftovers. */
async function strayPaths(db: SqlTransactor, paths: string[]): Promise<string[]> {
  const { rows } = await db.query<{ path: string }>(
    `select p.path from unnest($1::text[]) as p (path) where not exists (select 1 from public.lead_files f where f.path = p.path)`,
    [paths],
  );
  return rows.map((row) => row.path);
}

async function removeStrayObjects(db: SqlTransactor) {
  await db.query(`delete from storage.objects o where o.bucket_id = $1 and not exists (select 1 from public.lead_files f where f.path = o.name)`, [
    LEAD_FILES_BUCKET,
  ]);
}

function diskStorage(db: SqlTransactor, dir: string): EmbeddedFileStorage {
  return {
    async put(path, body, contentType) {
      const target = join(dir, checkedPath(path));
      const temp = join(dir, `${TEMP_PREFIX}${randomBytes(12).toString('hex')}`);
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = await open(temp, 'wx', 0o600);
      let size = 0;
      try {
        // One piece at a time: the next is read only once this one is written (backpressure).
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          await file.writeFile(value);
          size += value.byteLength;
        }
        await file.sync();
        await file.close();
        await rename(temp, target);
      } catch (error) {
        await file.close().catch(() => {});
        await rm(temp, { force: true });
        throw error;
      }
      try {
        await addObject(db, path, contentType, size);
      } catch (error) {
        await rm(target, { force: true });
        throw error;
      }
    },
    async remove(path) {
      await db.query('delete from storage.objects where bucket_id = $1 and name = $2', [LEAD_FILES_BUCKET, checkedPath(path)]);
      await rm(join(dir, path), { force: true });
    },
    async read(path) {
      if (!OWN_PATH.test(path)) return undefined;
      const contentType = await objectType(db, path);
      if (!contentType) return undefined;
      const bytes = await readFile(join(dir, path)).catch(() => undefined);
      return bytes && { bytes: new Uint8Array(bytes), contentType };
    },
    visibleTo: (role, claims, bucket, path) => visibleTo(db, role, claims, bucket, path),
  };
}

function memoryStorage(db: SqlTransactor): EmbeddedFileStorage {
  const files = new Map<string, Uint8Array<ArrayBuffer>>();
  return {
    async put(path, body, contentType) {
      checkedPath(path);
      const bytes = await collected(body);
      files.set(path, bytes);
      await addObject(db, path, contentType, bytes.byteLength).catch((error: unknown) => {
        files.delete(path);
        throw error;
      });
    },
    async remove(path) {
      await db.query('delete from storage.objects where bucket_id = $1 and name = $2', [LEAD_FILES_BUCKET, path]);
      files.delete(path);
    },
    async read(path) {
      const bytes = files.get(path);
      const contentType = bytes && (await objectType(db, path));
      return bytes && contentType ? { bytes, contentType } : undefined;
    },
    visibleTo: (role, claims, bucket, path) => visibleTo(db, role, claims, bucket, path),
  };
}

/**
 * Deletes what an interrupted upload left: temporary files, files and object rows that no
 * lead_files row records. Runs at start, while this process alone holds the data folder.
 */
export async function removeStrays(db: SqlTransactor, dataDir: string): Promise<void> {
  const dir = filesDir(dataDir);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((entry) => entry.startsWith(TEMP_PREFIX))) await rm(join(dir, name), { force: true });
  for (const path of await strayPaths(
    db,
    names.filter((entry) => OWN_PATH.test(entry)),
  ))
    await rm(join(dir, path), { force: true });
  await removeStrayObjects(db);
}

export async function openFileStorage(db: SqlTransactor, dataDir: string | 'memory'): Promise<EmbeddedFileStorage> {
  if (dataDir === 'memory') return memoryStorage(db);
  await removeStrays(db, dataDir);
  return diskStorage(db, filesDir(dataDir));
}
