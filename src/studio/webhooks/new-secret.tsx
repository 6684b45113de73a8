import { useState } from 'react';
import { StudioButton } from '../ui/studio-button';
import type { AddedEndpoint } from './webhooks-data';

/**
 * The signing secret of an endpoint just added. The database never hands it out again, so this
 * is the one moment to copy it; it lives only in this component's state until dismissed.
 */
export function NewSecret({ added, onDone }: { added: AddedEndpoint; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | undefined>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(added.secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section aria-label="Signing secret of the new endpoint" className="rounded-md border-2 border-sun bg-amber-50 px-4 py-3 text-sm text-ink">
      <p className="font-semibold">Copy this signing secret now: it is shown only once.</p>
      <p className="mt-1 text-ink/80">
        Store it in your CRM to verify the <code>Landfall-Signature</code> header of the webhooks sent to <span className="break-all">{added.url}</span>.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 basis-full break-all sm:basis-0 sm:flex-1 rounded bg-white px-2 py-1.5 font-mono text-xs ring-1 ring-black/10"
          data-testid="new-secret"
        >
          {added.secret}
        </code>
        <StudioButton onClick={copy}>Copy</StudioButton>
        <StudioButton variant="secondary" onClick={onDone}>
          I have stored it
        </StudioButton>
      </div>
      <p aria-live="polite" className="mt-1 min-h-4 text-xs">
        {copied === 'yes' ? 'Copied to the clipboard.' : copied === 'failed' ? 'The browser refused the clipboard: select the secret and copy it by hand.' : ''}
      </p>
    </section>
  );
}
