import { describe, expect, it } from 'vitest';
import { flagSrc } from './region-flag';
import { callingCodeOf, callingCodeOptions } from './calling-codes';
import { callingCodes } from './calling-codes.generated';

describe('calling codes', () => {
  it('offers about 200 regions, each with a +code', () => {
    expect(callingCodes.length).toBeGreaterThan(200);
    for (const [iso2, code] of callingCodes) {
      expect(iso2).toMatch(/^[A-Z]{2}$/);
      expect(code).toMatch(/^\+[0-9]{1,4}$/);
    }
  });

  it('keeps regions that share a code apart (the value is the region)', () => {
    expect(callingCodeOf('GB')).toBe('+44');
    expect(callingCodeOf('GG')).toBe('+44');
    expect(callingCodeOf('US')).toBe('+1');
    expect(callingCodeOf('CA')).toBe('+1');
  });

  it('names regions in the page language and sorts by that name', () => {
    const en = callingCodeOptions('en');
    const es = callingCodeOptions('es');
    expect(en.find((o) => o.iso2 === 'DE')?.name).toBe('Germany');
    expect(es.find((o) => o.iso2 === 'DE')?.name).toBe('Alemania');
    expect(es.find((o) => o.iso2 === 'GB')).toEqual({ iso2: 'GB', code: '+44', name: 'Reino Unido' });
    const names = en.map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('has a flag image for every region it offers (Ascension and Tristan da Cunha under Saint Helena)', () => {
    const missing = callingCodes.filter(([iso2]) => !flagSrc(iso2)).map(([iso2]) => iso2);
    expect(missing).toEqual([]);
    expect(flagSrc('AC')).toBe('/flags/4x3/sh-ac.svg');
  });
});
