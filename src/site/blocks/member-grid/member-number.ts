import { fillTemplate } from '../../../lib/fill-template';

/** A member number as visitors read it: 3 with "#{number}" and 3 digits reads "#003". */
export function memberNumber(number: number, format: string, digits: number): string {
  return fillTemplate(format, { number: String(number).padStart(digits, '0') });
}

/** The numbers the open spots take: on from the highest member number, so none repeats a member's. */
export function openSpotNumbers(memberNumbers: number[], count: number): number[] {
  const next = Math.max(...memberNumbers) + 1;
  return Array.from({ length: count }, (_, i) => next + i);
}
