/**
 * The page editor's wire: what the dev server's pages API (src/site/editor/pages-api.ts, mounted by
 * scripts/vite-plugin-landfall.ts) answers and what the studio's Pages screen (src/studio/pages/)
 * sends. Types and addresses only, so both sides import it without pulling the other in.
 *
 * Under `npm start` every address below answers; a production build writes only the list, as
 * `dist/_pages.json` with `writable: false`, and the screen shows the pages read-only.
 */

/** Where the dev server answers. */
export const PAGES_API = '/__landfall/pages';
/** The read-only list a production build writes (the same PageList, `writable: false`). */
export const PAGES_MANIFEST = '/_pages.json';

/** A mistake the validator found, where it found it. */
export interface PageProblem {
  /** As the validator names it: "variants/promo.yaml". */
  file: string;
  /** 1-based; 0 when the validator gave no position. */
  line: number;
  col: number;
  /** Data path inside the page, as the validator writes it: "blocks[3].price", "" for the file. */
  path: string;
  message: string;
}

export interface PageExperimentUse {
  /** The experiment's name (its file name without .yaml). */
  name: string;
  /** "experiments/home-headline.yaml". */
  file: string;
  /** The arm this page is. */
  arm: string;
}

export interface PageSummary {
  /** "variants/promo.yaml" (shared files are not pages and are not listed here). */
  file: string;
  /** The file name without extension: what `extends:` and experiment arms call it. */
  name: string;
  /** Its route as resolved (its own or its parent's); null when it has none (a base that only others extend). */
  route: string | null;
  locale: string | null;
  title: string | null;
  /** The variant it builds on, when it has `extends:`. */
  extends: string | null;
  experiments: PageExperimentUse[];
  /** The other files it reads: what it extends and the shared files its `$ref`s name ("variants/_shared/footer.yaml"). */
  reads: string[];
  /** The validator's mistakes in this file or in what this page reads. */
  problems: PageProblem[];
}

export interface ProductChoice {
  /** The key in variants/_shared/products.yaml. */
  id: string;
  /** Its name in the file's first language, or the id. */
  name: string;
  /** As pages print it: "$1,999". */
  price: string;
}

export interface BlockChoice {
  type: string;
  /** One line from the block's defineBlock(). */
  description: string;
  /** The block's first fixture, with `type` and a fresh `id`: what "Add block" inserts. */
  example: Record<string, unknown>;
}

export interface PageList {
  /** True only under the dev server, where files can be written. */
  writable: boolean;
  pages: PageSummary[];
  /** variants/_shared/ files, for the links from `$ref` values: [{ name: "footer", file: "variants/_shared/footer.yaml" }]. */
  shared: { name: string; file: string }[];
}

/** GET `${PAGES_API}/file?file=variants/promo.yaml` (a variant or a shared file). */
export interface PageFile {
  file: string;
  text: string;
  /** What the text on disk was when read: sent back with a save. */
  version: string;
}

/** GET `${PAGES_API}/context`: what the form needs beside the schema. */
export interface EditorChoices {
  products: ProductChoice[];
  blocks: BlockChoice[];
  /** The committed editor schema (schemas/variant.schema.json), as the form reads it. */
  schema: Record<string, unknown>;
}

/**
 * POST `${PAGES_API}/preview` with PreviewRequest: the page as it would render with `text` in
 * place of the file on disk (nothing is written). `html` is absent when the page cannot render.
 */
export interface PreviewRequest {
  file: string;
  text: string;
  /** The route to draw; by default the file's own. Needed for a shared file. */
  route?: string;
}
export interface PreviewAnswer {
  html?: string;
  /** Every mistake the edited text makes, in any file (an edit can break a page that extends it). */
  problems: PageProblem[];
}

/**
 * POST `${PAGES_API}/save` with SaveRequest. Answers:
 * - 200 SaveAnswer: written;
 * - 409 ConflictAnswer: the file changed on disk since `version` was read; nothing written;
 * - 422 PreviewAnswer without html: the text has mistakes; nothing written.
 */
export interface SaveRequest {
  file: string;
  text: string;
  version: string;
}
export interface SaveAnswer {
  version: string;
  /** Saves of this file the dev server can undo, newest last (it keeps the last 20 per file). */
  undoable: number;
}
export interface ConflictAnswer {
  conflict: true;
  /** What is on disk now, and its version. */
  text: string;
  version: string;
}

/**
 * POST `${PAGES_API}/undo` with { file, version }: puts back the text before the last save when the
 * file is still as that save wrote it (`version`); 409 ConflictAnswer otherwise, 404 when there is
 * nothing to undo. Answers the restored PageFile with `undoable`.
 */
export interface UndoRequest {
  file: string;
  version: string;
}
export type UndoAnswer = PageFile & { undoable: number };

/** POST `${PAGES_API}/duplicate`: a new variant that `extends` `from`, at `route` (`npm run new -- variant`). */
export interface DuplicateRequest {
  from: string;
  route: string;
}
/** POST `${PAGES_API}/ab-test`: an experiment file testing `challenger` against the page on `route` now. */
export interface AbTestRequest {
  /** The variant to try (a duplicate, usually). */
  challenger: string;
  /** The variant visitors get now: the control. */
  control: string;
  /** What counts as a conversion: one of the goals of schemas/experiment.schema.json, like founder-application. */
  goal: string;
  /** The experiment's name; by default "<challenger>-test". */
  name?: string;
}
/** Both answer the file written, or 422 { error } saying why nothing was. */
export interface CreatedAnswer {
  file: string;
}
export interface RefusedAnswer {
  error: string;
}
