import { cn } from '../../../lib/cn';
import { formatFileSize } from '../../../lib/file-size';
import { Label } from '../../../ui/label';
import { controlClasses } from '../../../ui/input';
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
  return (
    <div data-slot="form-field" className="grid gap-2">
      <Label htmlFor={id}>
        {texts.label} <span className="font-normal text-ink/70">{optional}</span>
      </Label>
      <p id={hintId} className="text-sm text-ink/70">
        {texts.hint}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={accept}
        aria-describedby={hintId}
        disabled={documents.uploading}
        className={cn(
          controlClasses,
          'h-auto py-2 text-sm file:mr-3 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-1.5 file:font-semibold file:text-ink hover:file:bg-sand',
        )}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Empty again, so the same file can be chosen after it was removed.
          event.currentTarget.value = '';
          if (files.length) documents.add(files);
        }}
      />
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
