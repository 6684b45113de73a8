import { describe, expect, it } from 'vitest';
import { formatMoney } from './catalog';

describe('formatMoney', () => {
  it('shows whole amounts without cents, as the pages quote them', () => {
    expect(formatMoney(650000, 'usd', 'en-US')).toBe('$6,500');
    expect(formatMoney(36500000, 'usd', 'en-US')).toBe('$365,000');
    expect(formatMoney(650000, 'usd', 'es-US')).toBe('$6,500');
  });
  it('keeps cents when the amount has them', () => {
    expect(formatMoney(78, 'usd', 'en-US')).toBe('$0.78');
  });
  it('formats euros', () => {
    expect(formatMoney(6500, 'eur', 'en-US')).toBe('€65');
    expect(formatMoney(6500, 'eur', 'es-US')).toBe('€65');
  });
});
