import { describe, expect, it } from 'vitest';
import { type CsvColumn, parseCsv, toCsv } from '../../../src/studio/csv';

/**
 * The leads export (issue 13): a marketer opens it in a spreadsheet and sees every name, email
 * and amount exactly as stored, in any script, and no visitor's text runs as a formula there.
 */
interface Lead {
  name: unknown;
  amount?: unknown;
}

const columns: CsvColumn<Lead>[] = [
  { key: 'name', header: 'Name' },
  { key: 'amount', header: 'Amount' },
];

/** The one field a lead's name becomes, as the file holds it. */
const nameField = (name: unknown) => toCsv([columns[0]!], [{ name }]).split('\r\n')[1];

describe('toCsv', () => {
  it('writes a UTF-8 BOM, the header row and CRLF after every record', () => {
    expect(toCsv(columns, [{ name: 'Ada', amount: 5 }, { name: 'Bo' }])).toBe('\uFEFFName,Amount\r\nAda,5\r\nBo,\r\n');
  });

  it('encodes José and 山田 太郎 as UTF-8 behind the byte order mark Excel looks for', () => {
    const bytes = new TextEncoder().encode(toCsv(columns, [{ name: 'José' }, { name: '山田 太郎' }]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).slice(1)).toEqual([
      ['José', ''],
      ['山田 太郎', ''],
    ]);
  });

  it('quotes a field with a comma, a quote, a line break or a carriage return, doubling its quotes', () => {
    expect(nameField('Smith, John')).toBe('"Smith, John"');
    expect(nameField('Dwayne "The Rock" Johnson')).toBe('"Dwayne ""The Rock"" Johnson"');
    expect(nameField('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(nameField('a\rb')).toBe('"a\rb"');
    expect(nameField("O'Brien")).toBe("O'Brien");
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('puts a quote before %j so a spreadsheet shows it as text', (typed, written) => {
    expect(nameField(typed)).toBe(written);
  });

  it('leaves typed numbers as numbers, so a refund of -5 stays a number', () => {
    expect(nameField(-5)).toBe('-5');
    expect(nameField(36500000)).toBe('36500000');
    expect(nameField(0.5)).toBe('0.5');
  });

  it('leaves = + - @ further in alone: only the first character makes a formula', () => {
    expect(nameField('Ann = Bob + 1')).toBe('Ann = Bob + 1');
    expect(nameField('ana@example.com')).toBe('ana@example.com');
  });

  it('keeps markup as typed: CSV is not HTML', () => {
    expect(nameField('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });

  it('writes null and undefined as empty fields, dates as ISO, JSON as JSON', () => {
    expect(nameField(null)).toBe('');
    expect(nameField(undefined)).toBe('');
    expect(nameField(new Date(Date.UTC(2026, 10, 26, 9, 30)))).toBe('2026-11-26T09:30:00.000Z');
    expect(nameField({ source: 'google', campaign: 'spring' })).toBe('"{""source"":""google"",""campaign"":""spring""}"');
    expect(nameField(true)).toBe('true');
  });

  // Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
  it('kills: an invalid date written as "" without the Number.isNaN check', () => {
    expect(nameField(new Date(Number.NaN))).toBe('');
  });

  it('kills: a typed bigint without its own branch, so -5n would get the formula quote', () => {
    expect(nameField(-5n)).toBe('-5');
  });

  it('kills: every number written as typed without Number.isFinite, so -Infinity would run as a formula', () => {
    expect(nameField(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
    expect(nameField(Number.NaN)).toBe('NaN');
  });
});

describe('a round trip through toCsv and parseCsv', () => {
  const typed = [
    "O'Brien",
    'José',
    '山田 太郎',
    'Smith, "Jr."\r\nsecond line\nthird',
    '<img src=x onerror=alert(1)>',
    '  spaced  ',
    '',
    '"',
    ',',
    '=HYPERLINK("http://x")',
    '+1 555',
    '-5',
    '@SUM(A1)',
    '\tindented',
    '\rcarriage',
  ];

  it('gives back every value exactly, the formula prefix being the one documented change', () => {
    const parsed = parseCsv(
      toCsv(
        columns,
        typed.map((name, i) => ({ name, amount: -i })),
      ),
    );
    expect(parsed[0]).toEqual(['Name', 'Amount']);
    expect(parsed.slice(1)).toEqual(typed.map((name, i) => [/^[=+\-@\t\r]/.test(name) ? `'${name}` : name, String(-i)]));
  });
});

describe('parseCsv', () => {
  it('reads LF line ends, a missing final line end and empty fields', () => {
    expect(parseCsv('a,b\nc,\n,d')).toEqual([
      ['a', 'b'],
      ['c', ''],
      ['', 'd'],
    ]);
  });

  it('refuses malformed quoting rather than guess', () => {
    expect(() => parseCsv('"never closed')).toThrow(/never closed/);
    expect(() => parseCsv('"closed"early,b')).toThrow(/after a closing quote/);
    expect(() => parseCsv('un"quoted')).toThrow(/quote inside an unquoted field/);
  });

  it('kills: input.length >= 0, which read an empty file as one record with one empty field', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });
});
