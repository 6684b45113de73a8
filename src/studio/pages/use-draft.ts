import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageFile, PageProblem } from '../../editor/pages-contract';
import { YamlEditError, YamlFile } from '../../editor/yaml-edit';
import { previewPage } from './pages-data';
import { PREVIEW_DEBOUNCE_MS } from './preview-timing';

/** Keystrokes in one field within this long are one step of Undo, as in a text editor. */
const COALESCE_MS = 1000;

export interface Draft {
  /** The text as edited now. */
  text: string;
  /** What the file on disk was when read or last saved: what Save compares with. */
  base: PageFile;
  data: unknown;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  /** The last edit that could not be made, in words. */
  editError: string | null;
  /** Makes one edit through the YAML file (comments and layout kept); `key` joins keystrokes into one undo step. */
  apply(what: string, change: (file: YamlFile) => void, key?: string): void;
  undo(): void;
  redo(): void;
  /** After a save, an undone save or a reload: the file as on disk now (edits since are dropped when `text` differs). */
  reset(base: PageFile, text?: string): void;
}

/**
 * The page being edited: one YamlFile that every edit goes through, its text after each edit and
 * the steps back. Edits never touch the disk: Save sends the text.
 */
export function useDraft(initial: PageFile): Draft {
  const file = useRef<YamlFile>(YamlFile.parse(initial.text));
  const [state, setState] = useState(() => ({
    text: initial.text,
    data: file.current.data,
    base: initial,
    past: [] as string[],
    future: [] as string[],
    editError: null as string | null,
  }));
  const last = useRef<{ key: string; at: number } | undefined>(undefined);

  const apply = useCallback((what: string, change: (file: YamlFile) => void, key?: string) => {
    const before = file.current.toString();
    try {
      change(file.current);
    } catch (error) {
      file.current = YamlFile.parse(before);
      const reason = error instanceof YamlEditError || error instanceof Error ? error.message : String(error);
      setState((s) => ({ ...s, editError: `${what}: ${reason}` }));
      return;
    }
    const after = file.current.toString();
    if (after === before) return;
    const now = Date.now();
    const joins = key !== undefined && last.current?.key === key && now - last.current.at < COALESCE_MS;
    last.current = key === undefined ? undefined : { key, at: now };
    setState((s) => ({ ...s, text: after, data: file.current.data, past: joins ? s.past : [...s.past.slice(-199), before], future: [], editError: null }));
  }, []);

  const step = useCallback((direction: 'undo' | 'redo') => {
    last.current = undefined;
    setState((s) => {
      const from = direction === 'undo' ? s.past : s.future;
      const target = from.at(-1);
      if (target === undefined) return s;
      file.current = YamlFile.parse(target);
      return direction === 'undo'
        ? { ...s, text: target, data: file.current.data, past: s.past.slice(0, -1), future: [...s.future, s.text], editError: null }
        : { ...s, text: target, data: file.current.data, future: s.future.slice(0, -1), past: [...s.past, s.text], editError: null };
    });
  }, []);

  const reset = useCallback((base: PageFile, text = base.text) => {
    file.current = YamlFile.parse(text);
    last.current = undefined;
    setState({ text, data: file.current.data, base, past: [], future: [], editError: null });
  }, []);

  return {
    text: state.text,
    base: state.base,
    data: state.data,
    dirty: state.text !== state.base.text,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    editError: state.editError,
    apply,
    undo: () => step('undo'),
    redo: () => step('redo'),
    reset,
  };
}

export interface Preview {
  /** The newest page that rendered (kept while a later text has problems). */
  html: string | undefined;
  problems: PageProblem[];
  /** A newer text is on its way. */
  updating: boolean;
  error: string | null;
}

/** The page rendered from `text` on the dev server, asked again after each pause in typing; older answers are dropped. */
export function usePreview(file: string, text: string, route?: string): Preview {
  const [preview, setPreview] = useState<Preview>({ html: undefined, problems: [], updating: true, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setPreview((p) => ({ ...p, updating: true }));
    const timer = setTimeout(() => {
      previewPage(file, text, controller.signal, route).then(
        (answer) => setPreview((p) => ({ html: answer.html ?? p.html, problems: answer.problems, updating: false, error: null })),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setPreview((p) => ({ ...p, updating: false, error: error instanceof Error ? error.message : String(error) }));
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [file, text, route]);
  return preview;
}
