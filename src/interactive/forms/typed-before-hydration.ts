/**
 * A prerendered form is usable before its island's code arrives (seconds on a phone): the browser
 * keeps what the visitor types and picks in the DOM, and React's hydration leaves those values on
 * screen without telling the component. This reads them back, so the state the form checks and
 * sends is the one the visitor sees.
 *
 * Controls are found by `name`, one per key of the form's values; a key without a named control
 * is reported (a form that forgot its names would otherwise silently drop early typing again).
 */
export function typedBeforeHydration<V extends Record<string, string>>(form: HTMLFormElement, initial: V): Partial<Record<keyof V, string>> {
  const typed: Partial<Record<keyof V, string>> = {};
  for (const key in initial) {
    const value = controlValue(form.elements.namedItem(key));
    if (value === undefined) console.error(`[landfall] form #${form.id || '?'} has no control named "${key}"; typing before hydration would be lost`);
    else if (value !== initial[key]) typed[key] = value;
  }
  return typed;
}

function controlValue(control: Element | RadioNodeList | null): string | undefined {
  if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  if (control instanceof RadioNodeList) return control.value;
  return undefined;
}
