import { clsx } from 'clsx';
import { useLayoutEffect, useRef, useState } from 'react';
import { studioControl } from '../../ui/field';

/** What a field passes to its control, whether an input or a textarea. */
interface Shared {
  id: string;
  readOnly?: boolean;
  placeholder?: string;
  className?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-label'?: string;
}

/**
 * While the person types, the control shows what they typed, not the file read back: the page
 * re-reads the file after every edit, and a value that came back different (requoted, or an edit
 * that could not be made) must not move the caret or drop a character. Out of focus it shows the file.
 */
function useTyped(fromFile: string) {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    shown: draft ?? fromFile,
    focus: () => setDraft(fromFile),
    type: (text: string) => setDraft(text),
    blur: () => setDraft(null),
    focused: draft !== null,
  };
}

/** A text that cannot be changed looks it, though it can still be selected and copied. */
const readOnlyLook = 'read-only:bg-stone-50 read-only:text-ink/80 read-only:shadow-none';

const supportsFieldSizing = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/** A text input, or a textarea that grows with its text; reports every change. */
export function TextControl({ value, multiline, onText, className, ...props }: Shared & { value: string; multiline: boolean; onText: (text: string) => void }) {
  const draft = useTyped(value);
  // The kind of control stays while it has focus: a text crossing the long-text length must not swap the element under the caret.
  const [areaWhileFocused, setAreaWhileFocused] = useState(multiline);
  const area = draft.focused ? areaWhileFocused : multiline;
  const ref = useRef<HTMLTextAreaElement>(null);
  // Browsers without `field-sizing: content` get the height measured after each render (each keystroke).
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || supportsFieldSizing()) return;
    element.style.height = 'auto';
    element.style.height = `${element.scrollHeight + 2}px`;
  });

  const events = {
    onFocus: () => {
      setAreaWhileFocused(multiline);
      draft.focus();
    },
    onBlur: draft.blur,
  };
  if (area) {
    return (
      <textarea
        {...props}
        {...events}
        ref={ref}
        rows={2}
        value={draft.shown}
        onChange={(event) => {
          draft.type(event.target.value);
          onText(event.target.value);
        }}
        className={clsx(studioControl, readOnlyLook, 'field-sizing-content h-auto min-h-16 resize-y py-1.5 leading-snug read-only:resize-none', className)}
      />
    );
  }
  return (
    <input
      {...props}
      {...events}
      type="text"
      value={draft.shown}
      onChange={(event) => {
        draft.type(event.target.value);
        onText(event.target.value);
      }}
      className={clsx(studioControl, readOnlyLook, className)}
    />
  );
}

/** A number input: reports a number when the text is one; an empty or half-typed number is left to the browser's own check. */
export function NumberControl({
  value,
  integer,
  onNumber,
  className,
  ...props
}: Shared & { value: number | undefined; integer: boolean; min?: number; onNumber: (n: number) => void }) {
  const draft = useTyped(value === undefined ? '' : String(value));
  return (
    <input
      {...props}
      type="number"
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      value={draft.shown}
      onFocus={draft.focus}
      onBlur={draft.blur}
      onChange={(event) => {
        const text = event.target.value;
        draft.type(text);
        const number = Number.isFinite(event.target.valueAsNumber) ? event.target.valueAsNumber : Number(text);
        if (text.trim() !== '' && Number.isFinite(number)) onNumber(number);
      }}
      className={clsx(studioControl, readOnlyLook, 'user-invalid:border-danger', className)}
    />
  );
}
