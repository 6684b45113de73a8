import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * The files the page editor may read and write, and how it writes them. It names a file as the
 * validator does ("variants/promo.yaml"); only a variant or shared file answers to such a name, so
 * a request cannot reach anything else (`..`, an absolute path, another folder).
 */

/** A refusal with the HTTP status it answers with. */
export class PagesApiError extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    message: string,
  ) {
    super(message);
  }
}

const pageFileName = /^variants\/(?:_shared\/)?[A-Za-z0-9][\w-]*\.(?:yaml|json)$/;

/** Whether `file` names a shared file (variants/_shared/…), which no route shows by itself. */
export const isShared = (file: string) => file.startsWith('variants/_shared/');

/** The absolute path of a variant or shared file named as the validator names it; refuses any other name. */
export function pageFilePath(file: string, variantsDir: string): string {
  if (!pageFileName.test(file)) {
    throw new PagesApiError(
      400,
      `${JSON.stringify(file)} is not a page file: the editor reads and writes variants/NAME.yaml and variants/_shared/NAME.yaml (or .json), nothing else`,
    );
  }
  return join(variantsDir, file.slice('variants/'.length));
}

/** What a text on disk was when read, sent back with a save: its SHA-256, 16 hex digits. */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The text of a page file, or a 404 naming it. */
export function readPageText(path: string, file: string): string {
  if (!existsSync(path)) throw new PagesApiError(404, `${file} does not exist`);
  return readFileSync(path, 'utf8');
}

/**
 * Writes a file whole or not at all: the text goes to a temporary file beside it, which then
 * takes its name, so the dev server's watcher (and a build started meanwhile) never reads half
 * of it. The temporary name ends in .tmp, which neither the watcher nor the loader reads.
 */
export function writeWhole(path: string, text: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

const kept = 20;
/** Per file (its absolute path), the texts its last saves replaced, oldest first. Lives as long as the dev server's copy of this module. */
const journal = new Map<string, string[]>();

/** Remembers the text a save replaced; returns how many saves of the file can be undone. */
export function rememberSave(path: string, previous: string): number {
  const texts = [...(journal.get(path) ?? []), previous].slice(-kept);
  journal.set(path, texts);
  return texts.length;
}

/** How many saves of the file can be undone. */
export const undoable = (path: string): number => journal.get(path)?.length ?? 0;

/** The text before the last save of the file, if any, without forgetting it. */
export const lastReplaced = (path: string): string | undefined => journal.get(path)?.at(-1);

/** Forgets the text before the last save (it was put back); returns how many saves remain undoable. */
export function forgetLast(path: string): number {
  const texts = journal.get(path) ?? [];
  texts.pop();
  return texts.length;
}
