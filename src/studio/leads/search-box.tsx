import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_MAX } from './lead-query';
import { studioControl } from '../ui/field';

/** The spec's searchQuery rule, 1-200 characters; an empty box is no search at all. */
/** The same words studio_leads refuses with (supabase/schemas/functions/studio_leads.sql). */
export const searchTooLong = `Search must be between 1 and ${SEARCH_MAX} characters`;
const DEBOUNCE_MS = 300;

/** Searches names and emails as the marketer types, once typing pauses; a too-long text is refused here, not sent. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string | undefined) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const tooLong = text.length > SEARCH_MAX;

  // Back, Forward or "Clear filters" change the address: the box follows it.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (tooLong || text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(sent.current || undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, tooLong, onSearch]);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink/75">
        Search name or email
      </label>
      <input
        id={id}
        type="search"
        className={studioControl}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? `${id}-error` : undefined}
      />
      {tooLong && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {searchTooLong} (this one has {text.length}).
        </p>
      )}
    </div>
  );
}
