import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { tookOver, type TakeOver } from './dialog-store';
import { partnershipDocumentsId, partnershipFieldIds, type PartnershipFormState, type PartnershipValues } from './use-partnership-form';

/** Where the visitor was in the page's copy of the form: the field with focus, its selection, how far the panel scrolled. */
interface Place {
  id?: string;
  start?: number | null;
  end?: number | null;
  scrollTop: number;
}

const isText = (element: Element | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * The React partnership dialog taking the place of the page's own copy of its form (first-steps.tsx),
 * which the visitor may have typed into while the code loaded. Before the first paint of the React
 * dialog, what was typed (and the documents chosen) moves into its state and the page's copy goes;
 * then focus comes back to the same field with the same selection, the panel to the same scroll,
 * and a submit the visitor made meanwhile is sent. Returns the handler for Radix's onOpenAutoFocus.
 */
export function useTakeOver(takingOver: TakeOver | undefined, form: PartnershipFormState): (event: Event) => void {
  const place = useRef<Place | null>(null);
  const [sendHeld, setSendHeld] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per take-over; `form` is a new object every render
  useLayoutEffect(() => {
    if (!takingOver) return;
    const { from, done } = takingOver;
    // Taken over already (a second tap while the code loaded): the React form holds it all.
    if (!from.isConnected) return tookOver();
    for (const [key, id] of Object.entries(partnershipFieldIds)) {
      const control = from.querySelector(`#${id}`);
      if (isText(control) && key in form.values && control.value) form.setValue(key as keyof PartnershipValues, control.value);
    }
    const chooser = from.querySelector<HTMLInputElement>(`#${partnershipDocumentsId}`);
    if (chooser?.files?.length) form.documents.add([...chooser.files]);
    // A file chooser still open when the code arrived answers the copy's input, gone by then: what
    // the visitor picks there comes to the React form too (it was dropped with the copy).
    chooser?.addEventListener('change', () => chooser.files?.length && form.documents.add([...chooser.files]), { once: true });
    const active = from.contains(document.activeElement) ? document.activeElement : null;
    place.current = {
      id: active?.id || undefined,
      start: isText(active) ? active.selectionStart : null,
      end: isText(active) ? active.selectionEnd : null,
      scrollTop: from.scrollTop,
    };
    // The visitor pressed Send before the code was there (src/interactive/client/first-step.ts held it).
    setSendHeld('submitted' in from.dataset);
    done();
    tookOver();
  }, [takingOver]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, in the render that holds the typed values
  useEffect(() => {
    if (!sendHeld) return;
    setSendHeld(false);
    void form.submit();
  }, [sendHeld]);
  return (event) => {
    const at = place.current;
    place.current = null;
    const panel = event.target;
    if (!at || !(panel instanceof HTMLElement)) return;
    event.preventDefault();
    panel.scrollTop = at.scrollTop;
    const control = at.id ? document.getElementById(at.id) : null;
    (control ?? panel).focus({ preventScroll: true });
    // Email fields have no selection to set (selectionStart is null there).
    if (isText(control) && at.start != null && at.end != null) control.setSelectionRange(at.start, at.end);
  };
}
