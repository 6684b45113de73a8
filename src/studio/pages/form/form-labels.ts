/** Words the form shows about values: item names, labels inside sentences, a value in a few words. */
import { isMap } from './schema-walk';

/** One item of a list called `label`: "Steps" → "step", "Categories" → "category", "Rotating" → "rotating item". */
export function singular(label: string): string {
  const lower = label === label.toUpperCase() ? label : label.toLowerCase();
  if (/ies$/.test(lower)) return lower.replace(/ies$/, 'y');
  if (/(ss|x|ch|sh)es$/.test(lower)) return lower.replace(/es$/, '');
  if (/[^su]s$/.test(lower)) return lower.slice(0, -1);
  return `${lower} item`;
}

/** A label inside a sentence ("Remove price line", "Add CTA"): its first letter lowered unless the word is an acronym. */
export function inSentence(label: string): string {
  const first = label.split(' ')[0] ?? '';
  return first.length > 1 && first === first.toUpperCase() ? label : label.charAt(0).toLowerCase() + label.slice(1);
}

const SUMMARY_KEYS = ['title', 'label', 'question', 'name', 'heading', 'headline', 'text', 'kind', '$ref'];

/** A few words a reader recognises a value by (an item of a list, a collapsed group). */
export function summaryOf(value: unknown): string {
  const clean = (text: string) => text.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
  if (typeof value === 'string') return clean(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (!isMap(value)) return '';
  for (const key of SUMMARY_KEYS) {
    const text = value[key];
    if (typeof text === 'string' && text) return clean(text);
  }
  const first = Object.values(value).find((v) => typeof v === 'string' && v);
  return typeof first === 'string' ? clean(first) : '';
}
