import { revealBidiControls } from '../visible-text';

/**
 * How the screen shows a stored value: the value itself as text, nothing interpreted, with
 * bidirectional controls shown as marks so they cannot reorder what the marketer reads.
 */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  return revealBidiControls(typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value));
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Received times in UTC, the zone the date filters use, so a row's day is the day it is filtered by. */
export function receivedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
}
