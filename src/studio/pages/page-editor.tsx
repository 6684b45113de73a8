import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Redo2, Undo2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { EditorChoices, PageFile, PageList, PageSummary } from '../../editor/pages-contract';
import type { YamlFile, YamlPath } from '../../editor/yaml-edit';
import { ErrorState, ScreenSkeleton } from '../ui/states';
import { BackLink } from './read-only-page';
import { StudioButton } from '../ui/studio-button';
import { BlocksEditor, blockSchemas } from './blocks-editor';
import { type FormEdits, SchemaForm } from './form/schema-form';
import { NewPageDialog } from './new-page-dialog';
import { editorHref, loadChoices, loadPageFile, loadPageList, pagesKey, savePage, sharedEditorHref, undoSave } from './pages-data';
import { PreviewPane, type PreviewWidth } from './preview-pane';
import { isMap, type JsonSchema } from './form/schema-walk';
import { inferSchema } from './infer-schema';
import { ProblemList, problemsByPath } from './problem-list';
import { type Draft, useDraft, usePreview } from './use-draft';

/** /pages/edit?file=…: one variant (or shared file) in a form built from the validator's schema, beside its live preview. */
export default function PageEditor({ file }: { file: string }) {
  const list = useQuery({ queryKey: pagesKey, queryFn: loadPageList });
  const source = useQuery({ queryKey: ['pages', 'file', file], queryFn: () => loadPageFile(file), staleTime: Number.POSITIVE_INFINITY, gcTime: 0 });
  const choices = useQuery({ queryKey: ['pages', 'choices'], queryFn: loadChoices, staleTime: Number.POSITIVE_INFINITY });
  const summary = list.data?.pages.find((page) => page.file === file);

  const failed = list.error ?? source.error ?? choices.error;
  if (failed)
    return (
      <ErrorState
        message={failed.message}
        onRetry={() => {
          void list.refetch();
          void source.refetch();
          void choices.refetch();
        }}
      />
    );
  if (!list.data || !source.data || !choices.data) return <ScreenSkeleton />;
  return <Editor file={file} list={list.data} initial={source.data} choices={choices.data} page={summary} />;
}

function formEdits(apply: Draft['apply']): FormEdits {
  const where = (path: YamlPath) => path.join('.');
  return {
    set: (path, value) => apply(`Changing ${where(path)}`, (f) => f.set(path, value), `set:${where(path)}`),
    addKey: (path, key, value) => apply(`Adding ${key}`, (f) => f.addKey(path, key, value)),
    deleteKey: (path, key) => apply(`Removing ${key}`, (f) => f.deleteKey(path, key)),
    insert: (path, index, value) => apply(`Adding to ${where(path)}`, (f) => f.insert(path, index, value)),
    remove: (path, index) => apply(`Removing from ${where(path)}`, (f) => f.remove(path, index)),
    move: (path, from, to) => apply(`Moving in ${where(path)}`, (f) => f.move(path, from, to)),
  };
}

type Notice = { tone: 'ok' | 'warn' | 'error'; text: string; action?: { label: string; run(): void } } | null;

function Editor({
  file,
  list,
  initial,
  choices,
  page,
}: {
  file: string;
  list: PageList;
  initial: PageFile;
  choices: EditorChoices;
  page: PageSummary | undefined;
}) {
  const draft = useDraft(initial);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const shared = file.startsWith('variants/_shared/');
  // A shared file is previewed in the first page that reads it (the list says which do).
  const route = shared ? (list.pages.find((p) => p.route && p.route !== '*' && p.reads.includes(file))?.route ?? undefined) : undefined;
  const preview = usePreview(file, draft.text, route);
  const [width, setWidth] = useState<PreviewWidth>(375);
  const [saving, setSaving] = useState(false);
  const location = useLocation();
  // What the page that sent us here wrote (Duplicate, Make an A/B test), said here once.
  const [notice, setNotice] = useState<Notice>(() => {
    const said: unknown = (location.state as { notice?: unknown } | null)?.notice;
    return typeof said === 'string' ? { tone: 'ok', text: said } : null;
  });
  const [conflict, setConflict] = useState<PageFile | null>(null);
  const [undoable, setUndoable] = useState(0);
  const [dialog, setDialog] = useState<'duplicate' | 'ab-test' | null>(null);
  const { here, elsewhere } = useMemo(() => problemsByPath(preview.problems, file), [preview.problems, file]);
  const edits = useMemo(() => formEdits(draft.apply), [draft.apply]);
  const schema = choices.schema as JsonSchema;
  const schemas = useMemo(() => blockSchemas(schema), [schema]);
  const data = isMap(draft.data) ? draft.data : {};
  const blocks = Array.isArray(data.blocks) ? data.blocks : undefined;
  const problemCount = [...here.values()].reduce((n, m) => n + m.length, 0) + elsewhere.length;

  const save = async () => {
    if (saving || !draft.dirty || conflict) return;
    setSaving(true);
    setNotice(null);
    try {
      const outcome = await savePage(file, draft.text, draft.base.version);
      if (outcome.kind === 'conflict') {
        setConflict({ file, text: outcome.answer.text, version: outcome.answer.version });
      } else if (outcome.kind === 'invalid') {
        setNotice({
          tone: 'error',
          text: `Not saved: ${outcome.problems.length === 1 ? '1 problem' : `${outcome.problems.length} problems`} to fix first, marked below.`,
        });
      } else {
        draft.reset({ file, text: draft.text, version: outcome.answer.version }, draft.text);
        setUndoable(outcome.answer.undoable);
        setNotice({ tone: 'ok', text: `Saved ${file}.` });
        void queryClient.invalidateQueries({ queryKey: pagesKey, exact: true });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: `Not saved: ${error instanceof Error ? error.message : String(error)}. Your edits are still here.` });
    } finally {
      setSaving(false);
    }
  };

  const undoLastSave = async () => {
    setNotice(null);
    try {
      const outcome = await undoSave(file, draft.base.version);
      if (outcome.kind === 'conflict') {
        setConflict({ file, text: outcome.answer.text, version: outcome.answer.version });
        return;
      }
      draft.reset(outcome.answer);
      setUndoable(outcome.answer.undoable);
      setNotice({ tone: 'ok', text: `Undid the last save: ${file} is as it was before it.` });
      void queryClient.invalidateQueries({ queryKey: pagesKey, exact: true });
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  // Ctrl/⌘+S saves, as in every editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  // Leaving with edits not saved asks first.
  useEffect(() => {
    if (!draft.dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [draft.dirty]);

  const status = preview.error
    ? `Preview failed: ${preview.error}`
    : preview.updating
      ? 'Updating…'
      : problemCount
        ? `${problemCount === 1 ? '1 problem' : `${problemCount} problems`}; showing the last version that rendered`
        : 'Up to date';

  const blockProblem = (index: number) => [...here.keys()].some((path) => path.startsWith(`blocks[${index}]`));
  const title = typeof data.title === 'string' ? data.title : (page?.title ?? file);

  return (
    <section aria-labelledby="page-editor-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <BackLink />
          <h1 id="page-editor-heading" className="truncate text-xl font-semibold text-ink">
            {title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink/70">
            <code className="font-mono">{file}</code>
            {page?.route && (
              <a href={page.route} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-ocean underline-offset-2 hover:underline">
                Open {page.route} <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only">(new tab)</span>
              </a>
            )}
            {page?.extends && (
              <Link to={editorHref(`variants/${page.extends}.yaml`)} className="text-ocean underline-offset-2 hover:underline">
                Builds on {page.extends}
              </Link>
            )}
            <a href="#page-preview" className="text-ocean underline-offset-2 hover:underline lg:hidden">
              Jump to the preview
            </a>
            {page?.experiments.map((use) => (
              <span key={use.name}>
                Arm {use.arm} of {use.name}
              </span>
            ))}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs text-ink/70" aria-live="polite">
            {saving ? 'Saving…' : draft.dirty ? 'Unsaved changes' : 'All changes saved'}
          </span>
          <StudioButton variant="ghost" aria-label="Undo edit" title="Undo edit" disabled={!draft.canUndo} onClick={draft.undo}>
            <Undo2 aria-hidden="true" className="size-4" />
          </StudioButton>
          <StudioButton variant="ghost" aria-label="Redo edit" title="Redo edit" disabled={!draft.canRedo} onClick={draft.redo}>
            <Redo2 aria-hidden="true" className="size-4" />
          </StudioButton>
          {undoable > 0 && !draft.dirty && (
            <StudioButton variant="secondary" onClick={() => void undoLastSave()}>
              Undo last save
            </StudioButton>
          )}
          {!shared && (
            <>
              <StudioButton variant="secondary" onClick={() => setDialog('duplicate')}>
                Duplicate
              </StudioButton>
              <StudioButton variant="secondary" onClick={() => setDialog('ab-test')} disabled={!page?.route}>
                Make an A/B test
              </StudioButton>
            </>
          )}
          <StudioButton onClick={() => void save()} disabled={!draft.dirty || saving || conflict !== null} aria-keyshortcuts="Control+S">
            {saving ? 'Saving…' : 'Save'}
          </StudioButton>
        </div>
      </div>

      {conflict && (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          <p className="font-medium">{file} changed on disk since you opened it.</p>
          <p className="mt-1">
            Nothing was saved, so the other change is safe. Load the file as it is now to edit on from there (your edits here are dropped), or copy them first.
          </p>
          <StudioButton
            variant="secondary"
            className="mt-2"
            onClick={() => {
              draft.reset(conflict);
              setConflict(null);
              setUndoable(0);
              setNotice({ tone: 'ok', text: `Loaded ${file} as it is on disk now.` });
            }}
          >
            Load the file from disk
          </StudioButton>
        </div>
      )}
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={notice.tone === 'error' ? 'text-sm font-medium text-danger' : 'text-sm text-emerald-800'}
        >
          {notice.text}
        </p>
      )}
      {draft.editError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {draft.editError}
        </p>
      )}

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-5">
          {elsewhere.length > 0 && (
            <section aria-label="Problems in other files" className="rounded-lg border border-danger/30 bg-red-50 p-3 text-sm">
              <p className="font-medium text-danger">This change breaks other files:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 font-mono text-xs">
                {elsewhere.map((p) => (
                  <li key={`${p.file}:${p.line}:${p.col}:${p.message}`}>{`${p.file}:${p.line}:${p.col} ${p.path ? `${p.path}: ` : ''}${p.message}`}</li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="page-settings-heading" className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
            <h2 id="page-settings-heading" className="text-sm font-semibold text-ink">
              {shared ? 'Shared content' : 'Page settings'}
            </h2>
            <SchemaForm
              schema={shared ? inferSchema(draft.data) : schema}
              root={schema}
              value={draft.data}
              path={[]}
              problems={here}
              products={choices.products}
              edits={edits}
              omit={['blocks', '$schema']}
              sharedHref={(ref) => sharedEditorHref(list, ref)}
              idPrefix="settings"
            />
          </section>
          {blocks && (
            <BlocksEditor
              blocks={blocks}
              library={choices.blocks}
              move={(from, to, dragKey) =>
                draft.apply('Moving a block', (f: YamlFile) => f.move(['blocks'], from, to), dragKey ? `drag:${dragKey}` : undefined)
              }
              remove={(index) => draft.apply('Removing a block', (f) => f.remove(['blocks'], index))}
              insert={(index, block) => draft.apply('Adding a block', (f) => f.insert(['blocks'], index, block))}
              hasProblem={blockProblem}
              renderBlock={(index, block) => {
                const type = typeof block.type === 'string' ? block.type : undefined;
                return (
                  <SchemaForm
                    schema={(type && schemas.get(type)) || {}}
                    root={schema}
                    value={block}
                    path={['blocks', index]}
                    problems={here}
                    products={choices.products}
                    edits={edits}
                    omit={['type']}
                    sharedHref={(ref) => sharedEditorHref(list, ref)}
                    idPrefix={`block-${index}`}
                  />
                );
              }}
            />
          )}
          {here.size > 0 && <ProblemList problems={preview.problems.filter((p) => p.file === file)} />}
        </div>
        <div id="page-preview" className="min-w-0 scroll-mt-4 lg:sticky lg:top-4 lg:h-[calc(100vh-7rem)] lg:self-start">
          <PreviewPane html={preview.html} label={page?.route ?? route ?? file} width={width} onWidth={setWidth} status={status} />
        </div>
      </div>
      {dialog && page && (
        <NewPageDialog
          kind={dialog}
          page={page}
          list={list}
          onClose={() => setDialog(null)}
          onCreated={(created, message) => {
            setDialog(null);
            void queryClient.invalidateQueries({ queryKey: pagesKey, exact: true });
            navigate(editorHref(created), { state: { notice: message } });
          }}
        />
      )}
    </section>
  );
}
