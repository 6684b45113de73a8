import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, formatDay, formatProbability, formatPValue, formatRate } from '../../../src/studio/charts/format';

describe('how the studio writes numbers', () => {
  it('groups counts and shows a dash for nothing measured', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('–');
  });

  it('writes rates with two decimals under 1% and one above', () => {
    expect(formatRate(0.0312)).toBe('3.1%');
    expect(formatRate(0.00456)).toBe('0.46%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(0.2)).toBe('20.0%');
    expect(formatRate(Number.NaN)).toBe('–');
  });

  it('never claims certainty for a probability or a p-value', () => {
    expect(formatProbability(0.9996)).toBe('> 99.9%');
    expect(formatProbability(0.0002)).toBe('< 0.1%');
    expect(formatProbability(0.9412)).toBe('94.1%');
    expect(formatPValue(0.0004)).toBe('< 0.001');
    expect(formatPValue(0.04213)).toBe('0.042');
    expect(formatPValue(Number.NaN)).toBe('–');
  });

  it('writes UTC days and times, whatever the machine’s time zone', () => {
    expect(formatDay('2026-11-03')).toBe('Nov 3');
    expect(formatDateTime('2026-11-26T23:05:00Z')).toBe('Nov 26, 23:05 UTC');
    expect(formatDateTime(null)).toBe('–');
  });
});
