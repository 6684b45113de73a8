import type { DeclaredParams, SlotProblem } from '../engine/vocabulary';

export type { DeclaredParams, SlotProblem } from '../engine/vocabulary';

/**
 * Personalised text: copy may hold `{param:utm_term|Own land in Sumba}`. The build renders it as
 * a span the edge router fills from the address; without the router the default shows. The site
 * gives slotProblems to the engine as one of its page rules (src/site/engine.ts).
 */

/** `{param:NAME}` or `{param:NAME|default}`; a default cannot hold braces. */
const slotPattern = /\{param:([^|{}]*)(?:\|([^{}]*))?\}/g;

export interface ParamSlot {
  /** The slot as written, for messages. */
  text: string;
  name: string;
  /** What shows without the parameter; undefined when the slot has no `|`. */
  fallback: string | undefined;
}

export function slotsIn(text: string): ParamSlot[] {
  if (!text.includes('{param:')) return [];
  return [...text.matchAll(slotPattern)].map((m) => ({ text: m[0], name: m[1] ?? '', fallback: m[2] }));
}

/** Page fields written into the head (title, meta), where nothing fills a slot. */
const headFields = new Set(['title', 'description']);

/** Every slot mistake in a page's data, with the path of the string that holds it. */
export function slotProblems(page: Record<string, unknown>, params: DeclaredParams = {}): { path: (string | number)[]; problem: SlotProblem }[] {
  const found: { path: (string | number)[]; problem: SlotProblem }[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      for (const slot of slotsIn(value)) {
        const problem = problemOf(slot, params, path);
        if (problem) found.push({ path, problem });
      }
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) visit(v, [...path, i]);
    } else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, [...path, k]);
  };
  for (const [key, value] of Object.entries(page)) if (key !== 'params') visit(value, [key]);
  return found;
}

function problemOf(slot: ParamSlot, params: DeclaredParams, path: (string | number)[]): SlotProblem | undefined {
  const declared = Object.hasOwn(params, slot.name) ? params[slot.name] : undefined;
  if (path.length === 1 && headFields.has(String(path[0]))) return { slot: slot.text, inHead: String(path[0]) };
  if (!declared) return { slot: slot.text, undeclared: slot.name, declared: Object.keys(params) };
  if (!slot.fallback?.trim()) return { slot: slot.text, noDefault: slot.name };
  const length = [...slot.fallback].length;
  if (length > declared.maxLength) return { slot: slot.text, tooLong: slot.name, length, maxLength: declared.maxLength };
  return undefined;
}

/**
 * Turns the slots of rendered HTML into `<span data-param data-max>default</span>` where they are
 * text. A slot inside a tag (an attribute, a behaviour's data-props) or a raw-text element cannot
 * hold a span: its parameter is returned in `misplaced`, and the build refuses the page.
 * React escapes `<` and `>` inside attribute values, so a `>` always ends a tag here.
 */
export function renderSlots(html: string, maxLengths: Readonly<Record<string, number>>): { html: string; misplaced: string[] } {
  if (!html.includes('{param:')) return { html, misplaced: [] };
  const misplaced = new Set<string>();
  const pieces = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>|<[^>]*>|[^<]+/gi;
  const out = html.replace(pieces, (piece) => {
    if (piece.startsWith('<')) {
      for (const slot of slotsIn(piece)) misplaced.add(slot.name);
      return piece;
    }
    return piece.replace(slotPattern, (_, name: string, fallback: string | undefined) => {
      const max = Object.hasOwn(maxLengths, name) ? maxLengths[name] : undefined;
      // Validation refuses an undeclared slot; should one get here, the router would not fill it.
      return max === undefined ? (fallback ?? '') : `<span data-param="${name}" data-max="${max}">${fallback ?? ''}</span>`;
    });
  });
  return { html: out, misplaced: [...misplaced].sort() };
}

/** The page's declared parameters as the manifest and the spans carry them: name → max length. */
export function maxLengthsOf(params: DeclaredParams | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(params ?? {}).map(([name, { maxLength }]) => [name, maxLength]));
}

/** A page whose rendered HTML holds a slot where no span can go; the build reports it and stops. */
export class SlotPlacementError extends Error {
  constructor(
    readonly route: string,
    readonly params: readonly string[],
    message: string,
  ) {
    super(message);
    this.name = 'SlotPlacementError';
  }
}
