import {
  type AbTestRequest,
  type ConflictAnswer,
  type CreatedAnswer,
  type DuplicateRequest,
  type EditorChoices,
  PAGES_API,
  PAGES_MANIFEST,
  type PageFile,
  type PageList,
  type PageProblem,
  type PreviewAnswer,
  type SaveAnswer,
  type UndoAnswer,
} from '../../editor/pages-contract';

/**
 * The Pages screen's one way to its data. Under `npm start` (Vite's dev mode) the dev server's
 * pages API reads and writes variants/; a production build has only the list it wrote
 * (dist/_pages.json), and the screen shows the pages read-only.
 */
export const canEdit = import.meta.env.DEV;

export class PagesApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function answer<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = typeof body === 'object' && body !== null && 'error' in body ? String((body as { error: unknown }).error) : undefined;
    throw new PagesApiError(said ?? `The dev server answered ${response.status}`, response.status);
  }
  // Every answer is a JSON object; anything else (a page, a cut-off body) is a failure to say, not data.
  if (typeof body !== 'object' || body === null)
    throw new PagesApiError('The dev server’s answer was not the JSON the editor expects; try again', response.status);
  return body as T;
}

const post = (path: string, body: unknown) =>
  fetch(`${PAGES_API}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

export const pagesKey = ['pages'] as const;

export async function loadPageList(): Promise<PageList> {
  const response = await fetch(canEdit ? PAGES_API : PAGES_MANIFEST, { cache: 'no-store' });
  if (!canEdit && response.status === 404) throw new PagesApiError('This build has no list of pages (dist/_pages.json is missing).', 404);
  return answer<PageList>(response);
}

export async function loadPageFile(file: string): Promise<PageFile> {
  return answer<PageFile>(await fetch(`${PAGES_API}/file?file=${encodeURIComponent(file)}`, { cache: 'no-store' }));
}

export async function loadChoices(): Promise<EditorChoices> {
  return answer<EditorChoices>(await fetch(`${PAGES_API}/context`));
}

export async function previewPage(file: string, text: string, signal?: AbortSignal, route?: string): Promise<PreviewAnswer> {
  const response = await fetch(`${PAGES_API}/preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file, text, route }),
    signal,
  });
  return answer<PreviewAnswer>(response);
}

export type SaveOutcome = { kind: 'saved'; answer: SaveAnswer } | { kind: 'conflict'; answer: ConflictAnswer } | { kind: 'invalid'; problems: PageProblem[] };

export async function savePage(file: string, text: string, version: string): Promise<SaveOutcome> {
  const response = await post('/save', { file, text, version });
  if (response.status === 409) return { kind: 'conflict', answer: (await response.json()) as ConflictAnswer };
  if (response.status === 422) return { kind: 'invalid', problems: ((await response.json()) as PreviewAnswer).problems };
  return { kind: 'saved', answer: await answer<SaveAnswer>(response) };
}

export type UndoOutcome = { kind: 'undone'; answer: UndoAnswer } | { kind: 'conflict'; answer: ConflictAnswer };

export async function undoSave(file: string, version: string): Promise<UndoOutcome> {
  const response = await post('/undo', { file, version });
  if (response.status === 409) return { kind: 'conflict', answer: (await response.json()) as ConflictAnswer };
  return { kind: 'undone', answer: await answer<UndoAnswer>(response) };
}

export async function duplicatePage(request: DuplicateRequest): Promise<CreatedAnswer> {
  return answer<CreatedAnswer>(await post('/duplicate', request));
}

export async function makeAbTest(request: AbTestRequest): Promise<CreatedAnswer> {
  return answer<CreatedAnswer>(await post('/ab-test', request));
}

/** The editor's address for a file: /pages/edit?file=variants/promo.yaml. */
export const editorHref = (file: string) => `/pages/edit?file=${encodeURIComponent(file)}`;

/** The studio address that edits the shared file a `$ref` ("main-offer#/en/pricing") names. */
export function sharedEditorHref(list: PageList, ref: string): string | undefined {
  const name = ref.split('#')[0];
  const shared = list.shared.find((s) => s.name === name);
  return shared ? editorHref(shared.file) : undefined;
}
