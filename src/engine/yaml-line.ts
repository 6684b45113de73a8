/** What one line of YAML holds, read without the parser: for naming layout mistakes (yaml-syntax.ts). */

/** `key:` or `key: value` (plain or quoted key), up to and including the colon. */
export const keyPattern = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"{}[\],&*!|>%@`][^#]*?)[ \t]*:(?=[ \t]|$)/;
/** `key:value`: a key whose colon has no space after it (but not `http://` or `a::b`). */
export const glued = /^([^\s#'"{}[\],&*!|>%@`:][^\s:#]*):(?![:/])(\S.*)$/;
/** Anchors and tags with nothing after them: `&base`, `!!map`. */
export const propertiesOnly = /^(?:[&!]\S*[ \t]*)+(?:#.*)?$/;
/** `|`, `>-`, `|2+`: the start of a block of text on the lines below. */
export const blockScalarHeader = /^[|>][-+0-9]*[ \t]*(?:#.*)?$/;
/** `- ` or a lone `-`: a list item. */
export const isListItem = (content: string) => /^-(?:[ \t]|$)/.test(content);

/** Where the quoted scalar that starts at `text[0]` closes on this line, or -1. */
export function closingQuote(text: string, quote: string, from = 1): number {
  for (let i = from; i < text.length; i++) {
    if (quote === '"' && text[i] === '\\') i++;
    else if (text[i] === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

/** How many brackets a line of a flow collection opens minus how many it closes, outside quotes. */
export function depthChange(text: string): number {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && /\s/.test(text[i - 1] ?? ' ')) break;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') depth--;
  }
  return depth;
}
