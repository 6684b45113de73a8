import { formatFileSize } from '../../../lib/file-size';
import { Label } from '../../../ui/label';
import { allowedFileTypes } from '../../forms/file-rule';
import type { DialogTexts } from '../dialogs-schema';
import type { ChosenDocument, LeadDocumentsState } from './use-lead-documents';

type Texts = DialogTexts['partnership']['documents'];

// A hint for the system's file picker only; the type is decided from the bytes.
const accept = [...allowedFileTypes, '.csv'].join(',');

function Status({ doc, texts, translate }: { doc: ChosenDocument; texts: Texts; translate: (message: string) => string }) {
  const { status } = doc;
  if (status.state === 'refused') return <span className="font-medium text-danger">{translate(status.message)}</span>;
  if (status.state === 'failed') {
    return <span className="font-medium text-danger">{status.message ? `${texts.notSent}: ${translate(status.message)}` : texts.notSent}</span>;
  }
  if (status.state === 'uploading') {
    return <progress className="h-1.5 w-24 accent-lagoon" max={1} value={status.progress} aria-label={`${texts.uploading} ${doc.file.name}`} />;
  }
  return null;
}

function DocumentRow(props: {
  doc: ChosenDocument;
  texts: Texts;
  locale: string;
  busy: boolean;
  translate: (message: string) => string;
  onRemove: () => void;
}) {
  const { doc, texts, locale, busy, onRemove } = props;
  return (
    <li data-document-state={doc.status.state} className="flex items-center gap-3 rounded-xl border border-ink/15 bg-white px-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{doc.file.name}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-ink/70">
          <span>{formatFileSize(doc.file.size, locale)}</span>
          <Status doc={doc} texts={texts} translate={props.translate} />
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={busy}
        aria-label={`${texts.remove} ${doc.file.name}`}
        className="rounded-full p-1.5 text-ink/70 hover:bg-black/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sun disabled:opacity-50"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The optional documents about the land: a native file input (keyboard and screen readers work
 * as everywhere), then each chosen file with its size, what the rule or the upload said about it,
 * and a button to take it off the list.
 */
export function DocumentsField({
  id,
  texts,
  optional,
  locale,
  documents,
  translate,
}: {
  id: string;
  texts: Texts;
  optional: string;
  locale: string;
  documents: LeadDocumentsState;
  translate: (message: string) => string;
}) {
  const hintId = `${id}-hint`;
  const labelId = `${id}-label`;
  return (
    <div data-slot="form-field" className="grid gap-2">
      <Label id={labelId} htmlFor={id}>
        {texts.label} <span className="font-normal text-ink/70">{optional}</span>
      </Label>
      <p id={hintId} className="text-sm text-ink/70">
        {texts.hint}
      </p>
      {/* The native input, visually hidden but focusable, under a button drawn in the page's
          language: the browser's own "No file chosen" is in the browser's language and stays
          there after every choice, since the list below is where chosen files show. */}
      <div className="flex">
        <input
          id={id}
          type="file"
          multiple
          accept={accept}
          // Named by the field's label alone: the button below labels it too, and would add its words.
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={documents.uploading}
          className="peer sr-only"
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Empty again, so the same file can be chosen after it was removed.
            event.currentTarget.value = '';
            if (files.length) documents.add(files);
          }}
        />
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-ink/15 bg-sand-200 px-4 py-2 text-sm font-semibold text-ink hover:bg-sand peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sun peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.2}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m21 12-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />
          </svg>
          {texts.choose}
        </label>
      </div>
      {documents.documents.length > 0 && (
        <ul className="grid gap-2" aria-label={texts.label} aria-live="polite">
          {documents.documents.map((doc) => (
            <DocumentRow
              key={doc.key}
              doc={doc}
              texts={texts}
              locale={locale}
              busy={documents.uploading}
              translate={translate}
              onRemove={() => documents.remove(doc.key)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
