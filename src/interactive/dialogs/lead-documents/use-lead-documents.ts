import { useRef, useState } from 'react';
import { fileProblem } from '../../forms/file-rule';
import { fieldMessages } from '../../forms/messages';

/**
 * The documents a visitor attaches to a partnership application, each with where it stands:
 * checked in the browser as soon as it is chosen (the spec's file rule, same messages as the
 * server), uploaded when the application is sent, and linked by the ids the uploads answered.
 * A file the rule refuses stays listed with its message and is never sent; one whose upload fails
 * is reported and the others go on.
 */
export type DocumentStatus =
  | { state: 'checking' }
  | { state: 'ready' }
  | { state: 'refused'; message: string }
  | { state: 'uploading'; progress: number }
  | { state: 'sent'; id: string }
  | { state: 'failed'; message: string | undefined };

export interface ChosenDocument {
  key: number;
  file: File;
  status: DocumentStatus;
}

export interface UploadOutcome {
  /** Every document sent so far, this time or before, for the application to link. */
  ids: string[];
  /** Names of the documents that were not sent: refused by the rule, or failed this time. */
  failed: string[];
}

let nextKey = 0;

export function useLeadDocuments() {
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  // Async work reads and writes the latest list, not the render's copy.
  const current = useRef<ChosenDocument[]>([]);
  const checks = useRef(new Map<number, Promise<void>>());
  const [uploading, setUploading] = useState(false);

  const update = (change: (list: ChosenDocument[]) => ChosenDocument[]) => {
    current.current = change(current.current);
    setDocuments(current.current);
  };
  const setStatus = (key: number, status: DocumentStatus) => update((list) => list.map((doc) => (doc.key === key ? { ...doc, status } : doc)));

  function add(files: Iterable<File>) {
    const added = [...files].map((file) => ({ key: nextKey++, file, status: { state: 'checking' } as const }));
    update((list) => [...list, ...added]);
    for (const { key, file } of added) {
      const check = fileProblem(file).then(
        (message) => setStatus(key, message ? { state: 'refused', message } : { state: 'ready' }),
        // Unreadable (moved or deleted since it was picked): nothing could be sent anyway.
        () => setStatus(key, { state: 'refused', message: fieldMessages.fileUnsupported }),
      );
      checks.current.set(key, check);
    }
  }

  const remove = (key: number) => update((list) => list.filter((doc) => doc.key !== key));
  const clear = () => update(() => []);

  /** Sends what is ready (or failed before), one at a time so progress reads in order; never throws. */
  async function upload(): Promise<UploadOutcome> {
    await Promise.all(checks.current.values());
    const failed: string[] = [];
    const waiting = current.current.filter((doc) => doc.status.state === 'ready' || doc.status.state === 'failed');
    if (waiting.length) {
      setUploading(true);
      const { uploadLeadFile } = await import('../../api/lead-files').catch(() => ({ uploadLeadFile: undefined }));
      for (const doc of waiting) {
        if (!current.current.some((listed) => listed.key === doc.key)) continue; // removed meanwhile
        setStatus(doc.key, { state: 'uploading', progress: 0 });
        const result = uploadLeadFile
          ? await uploadLeadFile(doc.file, (progress) => setStatus(doc.key, { state: 'uploading', progress }))
          : ({ ok: false, message: undefined } as const);
        setStatus(doc.key, result.ok ? { state: 'sent', id: result.id } : { state: 'failed', message: result.message });
        if (!result.ok) failed.push(doc.file.name);
      }
      setUploading(false);
    }
    const ids = current.current.flatMap((doc) => (doc.status.state === 'sent' ? [doc.status.id] : []));
    // Files the rule refused were never sent either: the visitor hears of them with the rest.
    const refused = current.current.flatMap((doc) => (doc.status.state === 'refused' ? [doc.file.name] : []));
    return { ids, failed: [...refused, ...failed] };
  }

  /** True while something is waiting to be sent (the submit then uploads first). */
  const hasUnsent = () => current.current.some((doc) => ['checking', 'ready', 'failed'].includes(doc.status.state));

  return { documents, add, remove, clear, upload, uploading, hasUnsent };
}

export type LeadDocumentsState = ReturnType<typeof useLeadDocuments>;
