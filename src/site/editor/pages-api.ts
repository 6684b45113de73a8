import { join } from 'node:path';
import { newVariant, VariantRefused } from '../../editor/new-variant';
import {
  PAGES_API,
  type AbTestRequest,
  type ConflictAnswer,
  type CreatedAnswer,
  type DuplicateRequest,
  type EditorChoices,
  type PageFile,
  type PageList,
  type PageProblem,
  type PreviewAnswer,
  type PreviewRequest,
  type RefusedAnswer,
  type SaveAnswer,
  type SaveRequest,
  type UndoAnswer,
  type UndoRequest,
} from '../../editor/pages-contract';
import { errorsForRoute } from '../../engine/load-site';
import { SiteCache } from '../../engine/site-cache';
import { SlotPlacementError } from '../../experiments/param-slots';
import { readSite } from '../../render/site-pipeline';
import { devDocument } from '../dev-render';
import { engine } from '../engine';
import { writeAbTest } from './ab-test';
import { editorChoices as choicesOf } from './editor-choices';
import { forgetLast, lastReplaced, PagesApiError, pageFilePath, readPageText, rememberSave, undoable, versionOf, writeWhole } from './page-files';
import { pageList, pageProblem } from './page-list';

/**
 * The page editor's server side (src/editor/pages-contract.ts): the dev server answers the
 * studio's Pages screen with these, mounted by scripts/vite-plugin-landfall.ts. Plain functions
 * of a project root and its variants folder: they read and write the files, the plugin speaks HTTP.
 * Each reads the files on disk when called; previews and checks before a save share one cache,
 * so a preview after a one-line edit validates that file and its family again, not the site.
 */

// Lives as long as this module, as dev-render.ts's: fresh when the code it imports changes.
const cache = new SiteCache();

const folderOf = (root: string, variantsDir?: string) => variantsDir ?? join(root, 'variants');
const siteRun = (root: string, variantsDir?: string, overrides?: ReadonlyMap<string, string>) => readSite({ engine, root, variantsDir, cache, overrides });

export function listPages(root: string, variantsDir?: string): PageList {
  return pageList(siteRun(root, variantsDir), { variantsDir: folderOf(root, variantsDir), writable: true });
}

/** A variant or shared file as it is on disk, with the version a save sends back. */
export function readPage(root: string, file: string, variantsDir?: string): PageFile {
  const text = readPageText(pageFilePath(file, folderOf(root, variantsDir)), file);
  return { file, text, version: versionOf(text) };
}

/**
 * The page as a visitor gets it before any script runs (the built page works without them): the
 * editor's preview shows it in a srcdoc frame, whose origin is "null", where the page's scripts
 * would call the backend at the wrong address, and would be fetched again on every keystroke.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/** The site with `text` in place of `file` (nothing written): every mistake, and the page drawn when its route would render. */
export function previewPage(root: string, { file, text, route }: PreviewRequest, variantsDir?: string): PreviewAnswer {
  pageFilePath(file, folderOf(root, variantsDir));
  const run = siteRun(root, variantsDir, new Map([[file, text]]));
  const problems = run.errors.map(pageProblem);
  const page = route === undefined ? run.site.pages.find((p) => p.file === file) : run.site.pages.find((p) => p.data.route === route);
  if (!page || errorsForRoute(run.site, page.data.route).length || run.experiments.brokenRoutes.includes(page.data.route)) return { problems };
  try {
    return { html: withoutScripts(devDocument(run, page)), problems };
  } catch (error) {
    // A {param:…} slot no span can hold: the build would refuse the page, so the preview says why.
    if (!(error instanceof SlotPlacementError)) throw error;
    return { problems: [...problems, ...error.message.split('\n').map((message) => ({ file: page.file, line: 0, col: 0, path: '', message }))] };
  }
}

export type SaveOutcome = { status: 200; body: SaveAnswer } | { status: 409; body: ConflictAnswer } | { status: 422; body: PreviewAnswer };
export type UndoOutcome = { status: 200; body: UndoAnswer } | { status: 404; body: RefusedAnswer } | { status: 409; body: ConflictAnswer };
export type CreateOutcome = { status: 200; body: CreatedAnswer } | { status: 422; body: RefusedAnswer };

const conflict = (text: string): { status: 409; body: ConflictAnswer } => ({ status: 409, body: { conflict: true, text, version: versionOf(text) } });

/**
 * What stops a save: every mistake in the file itself (nothing invalid is written), and every
 * mistake the new text makes elsewhere (a page that extends it). A mistake another file already
 * had on disk is that file's, and does not keep this one from being saved.
 */
function problemsSaving(root: string, file: string, text: string, variantsDir?: string): PageProblem[] {
  const key = (p: PageProblem) => `${p.file}\n${p.path}\n${p.message}`;
  const before = new Set(
    siteRun(root, variantsDir)
      .errors.map(pageProblem)
      .filter((p) => p.file !== file)
      .map(key),
  );
  return siteRun(root, variantsDir, new Map([[file, text]]))
    .errors.map(pageProblem)
    .filter((p) => p.file === file || !before.has(key(p)));
}

/**
 * Writes `text` to `file` when the file is still as it was read (`version`) and the text makes no
 * mistake (problemsSaving); the text it replaces can be put back (undoSave).
 */
export function savePage(root: string, { file, text, version }: SaveRequest, variantsDir?: string): SaveOutcome {
  const path = pageFilePath(file, folderOf(root, variantsDir));
  const current = readPageText(path, file);
  if (versionOf(current) !== version) return conflict(current);
  const refused = problemsSaving(root, file, text, variantsDir);
  if (refused.length) return { status: 422, body: { problems: refused } };
  // Saving the text that is there is no edit: nothing to write, nothing more to undo.
  if (text === current) return { status: 200, body: { version, undoable: undoable(path) } };
  writeWhole(path, text);
  return { status: 200, body: { version: versionOf(text), undoable: rememberSave(path, current) } };
}

/** Puts back the text the last save of `file` replaced, when the file is still as that save wrote it. */
export function undoSave(root: string, { file, version }: UndoRequest, variantsDir?: string): UndoOutcome {
  const path = pageFilePath(file, folderOf(root, variantsDir));
  const previous = lastReplaced(path);
  if (previous === undefined) return { status: 404, body: { error: `No save of ${file} to undo` } };
  const current = readPageText(path, file);
  if (versionOf(current) !== version) return conflict(current);
  writeWhole(path, previous);
  return { status: 200, body: { file, text: previous, version: versionOf(previous), undoable: forgetLast(path) } };
}

/** A new variant extending `from` at `route`, as `npm run new -- variant` writes it, with its refusals. */
export function duplicatePage(root: string, { from, route }: DuplicateRequest, variantsDir?: string): CreateOutcome {
  try {
    const { file } = newVariant(engine, { root, variantsDir: folderOf(root, variantsDir), cache }, { route, from });
    return { status: 200, body: { file } };
  } catch (error) {
    if (error instanceof VariantRefused) return { status: 422, body: { error: error.message } };
    throw error;
  }
}

/** experiments/<name>.yaml testing `challenger` against `control` from today (`now`). */
export function makeAbTest(root: string, request: AbTestRequest, variantsDir?: string, now = new Date()): CreateOutcome {
  try {
    return { status: 200, body: { file: writeAbTest(() => siteRun(root, variantsDir), { root, variantsDir }, request, now) } };
  } catch (error) {
    if (error instanceof PagesApiError && error.status === 422) return { status: 422, body: { error: error.message } };
    throw error;
  }
}

/** The products, the blocks "Add block" offers, and the committed editor schema. */
export function editorChoices(root: string, variantsDir?: string): EditorChoices {
  return choicesOf(siteRun(root, variantsDir), root);
}

export interface PagesRequest {
  method: string;
  /** The address below PAGES_API: "", "/file", "/preview"… */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body of a POST. */
  body: unknown;
}

/** One answer of the HTTP API: a status and the JSON it sends. */
export interface PagesAnswer {
  status: number;
  body: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of a request body; a missing or non-text one is the client's mistake (400). */
function fieldsOf(body: unknown) {
  if (!isObject(body)) throw new PagesApiError(400, 'The request body is a JSON object');
  const text = (key: string): string => {
    const value = body[key];
    if (typeof value !== 'string') throw new PagesApiError(400, `The request needs "${key}" as text`);
    return value;
  };
  return { text, optional: (key: string) => (body[key] === undefined ? undefined : text(key)) };
}

/**
 * Answers one request to PAGES_API: each address of the contract to its function. A refusal is
 * `{ error }` with its status (400 for a request that names no page file, 404 for an unknown
 * address); anything else thrown is the server's fault and the caller answers 500.
 */
export function answerPagesRequest(root: string, variantsDir: string | undefined, { method, path, query, body }: PagesRequest): PagesAnswer {
  const ok = (answer: unknown): PagesAnswer => ({ status: 200, body: answer });
  const routes: Record<string, () => PagesAnswer> = {
    'GET ': () => ok(listPages(root, variantsDir)),
    'GET /file': () => ok(readPage(root, query.get('file') ?? '', variantsDir)),
    'GET /context': () => ok(editorChoices(root, variantsDir)),
    'POST /preview': () => {
      const { text, optional } = fieldsOf(body);
      return ok(previewPage(root, { file: text('file'), text: text('text'), route: optional('route') }, variantsDir));
    },
    'POST /save': () => {
      const { text } = fieldsOf(body);
      return savePage(root, { file: text('file'), text: text('text'), version: text('version') }, variantsDir);
    },
    'POST /undo': () => {
      const { text } = fieldsOf(body);
      return undoSave(root, { file: text('file'), version: text('version') }, variantsDir);
    },
    'POST /duplicate': () => {
      const { text } = fieldsOf(body);
      return duplicatePage(root, { from: text('from'), route: text('route') }, variantsDir);
    },
    'POST /ab-test': () => {
      const { text, optional } = fieldsOf(body);
      return makeAbTest(root, { challenger: text('challenger'), control: text('control'), goal: text('goal'), name: optional('name') }, variantsDir);
    },
  };
  const address = path.replace(/\/$/, '');
  const route = routes[`${method} ${address}`];
  try {
    if (route) return route();
    const allowed = Object.keys(routes).filter((key) => key.endsWith(` ${address}`));
    if (allowed.length) return { status: 405, body: { error: `${PAGES_API}${address} answers ${allowed.map((key) => key.split(' ')[0]).join(', ')} only` } };
    return {
      status: 404,
      body: {
        error: `No ${PAGES_API}${address}: the pages API answers ${Object.keys(routes)
          .map((key) => `${PAGES_API}${key.split(' ')[1]}`)
          .join(', ')}`,
      },
    };
  } catch (error) {
    if (error instanceof PagesApiError) return { status: error.status, body: { error: error.message } };
    throw error;
  }
}
