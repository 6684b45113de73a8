import type { Suggestion } from './error-catalogue';
import { closest } from '../lib/closest';

/** The likely typo among `known`, as data for an error's message (worded by suggestionText). */
export function didYouMean(input: string, known: readonly string[]): Suggestion {
  const match = closest(input, known);
  return match ? { closest: match } : { nothing: true };
}
