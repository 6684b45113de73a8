import { useId, useState } from 'react';
import { StudioButton } from '../ui/studio-button';
import { studioControl } from '../ui/field';
import { webhookUrlProblem } from './url-rule';

/** The address of a new endpoint; the rule's message (or the server's) under the field. */
export function AddWebhookForm({ onAdd, pending, serverError }: { onAdd: (url: string) => void; pending: boolean; serverError?: string }) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();
  const error = problem ?? serverError;
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = webhookUrlProblem(url.trim());
        setProblem(found);
        if (!found) onAdd(url.trim());
      }}
    >
      <div className="grid min-w-64 flex-1 gap-1">
        <label htmlFor={id} className="text-xs font-medium text-ink/70">
          Endpoint URL
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://crm.example.com/hooks/landfall"
          value={url}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={studioControl}
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(undefined);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="text-xs text-danger">
            {error}
          </p>
        )}
      </div>
      <StudioButton type="submit" className="mt-5" disabled={pending}>
        {pending ? 'Adding…' : 'Add endpoint'}
      </StudioButton>
    </form>
  );
}
