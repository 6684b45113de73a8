import type { DialogTexts } from './dialogs-schema';

/**
 * A field message in the page's language. Checks and the server speak English; a message with
 * no translation (a new server rule, say) is shown as the server wrote it.
 */
export function translator(texts: DialogTexts): (message: string) => string {
  const known: Record<string, string | undefined> = texts.fieldErrors;
  return (message) => known[message] ?? message;
}
