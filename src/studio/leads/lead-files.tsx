import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatFileSize } from '../../lib/file-size';
import type * as z from 'zod/mini';
import { leadFilesSchema } from '../../contract/studio-answers';
import { rpc, studioClient } from '../api';
import { ErrorState, Skeleton } from '../ui/states';
import { revealBidiControls } from '../visible-text';
import { StudioButton } from '../ui/studio-button';

/** One row of studio_lead_files (supabase/schemas/functions/studio_lead_files.sql). */
export type LeadFile = z.output<typeof leadFilesSchema>[number];

const typeLabels: Record<string, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/gif': 'GIF image',
  'image/webp': 'WebP image',
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
};

/** Long enough to open the file, short enough that a copied address is soon worthless. */
const SIGNED_URL_SECONDS = 60;

/** The list itself, apart from where it comes from (stories show it with fixtures). */
export function LeadFilesList({ files, opening, failed, onOpen }: { files: LeadFile[]; opening?: string; failed?: string; onOpen: (file: LeadFile) => void }) {
  if (files.length === 0) return <p className="text-sm text-ink/70">No documents were sent with this application.</p>;
  return (
    <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200" data-testid="lead-files">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 px-3 py-2 text-sm">
          <div className="min-w-0 flex-1">
            {/* The name as the visitor's browser gave it, shown as text with its bidi controls visible. */}
            <p className="truncate font-medium break-all text-ink" title={revealBidiControls(file.name)}>
              {revealBidiControls(file.name)}
            </p>
            <p className="text-ink/70">
              {typeLabels[file.type] ?? file.type} · {formatFileSize(file.size, 'en')}
            </p>
            {failed === file.id && <p className="text-danger">This file could not be opened. Try again, or sign in again.</p>}
          </div>
          <StudioButton variant="secondary" onClick={() => onOpen(file)} disabled={opening === file.id} aria-label={`Open ${revealBidiControls(file.name)}`}>
            {opening === file.id ? 'Opening…' : 'Open'}
          </StudioButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * A partnership application's documents: listed from studio_lead_files, each opened in a new tab
 * through a signed address of one minute, which Storage hands out only to a marketer (the
 * bucket's policy), so no address in the page stays useful.
 */
export function LeadFiles({ leadId }: { leadId: string }) {
  const files = useQuery({ queryKey: ['studio_lead_files', leadId], queryFn: async () => leadFilesSchema.parse(await rpc('studio_lead_files', { leadId })) });
  const [opening, setOpening] = useState<string>();
  const [failed, setFailed] = useState<string>();

  async function open(file: LeadFile) {
    setOpening(file.id);
    setFailed(undefined);
    const { data, error } = await (await studioClient()).storage.from('lead-files').createSignedUrl(file.path, SIGNED_URL_SECONDS);
    setOpening(undefined);
    if (error || !data) {
      setFailed(file.id);
      return;
    }
    window.open(data.signedUrl, '_blank', 'noopener,noreferrer');
  }

  return (
    <section className="px-5 pb-6" aria-labelledby="lead-files-heading">
      <h3 id="lead-files-heading" className="mb-2 text-sm font-semibold text-ink">
        Documents
      </h3>
      {files.isPending ? (
        <div role="status" aria-label="Loading documents" className="space-y-2">
          <Skeleton className="h-10 w-full" />
        </div>
      ) : files.isError ? (
        <ErrorState message={files.error.message} onRetry={() => void files.refetch()} />
      ) : (
        <LeadFilesList files={files.data} opening={opening} failed={failed} onOpen={(file) => void open(file)} />
      )}
    </section>
  );
}
