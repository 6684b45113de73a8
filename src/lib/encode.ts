/**
 * Stored as typed, encoded on the way out.
 *
 * What visitors send (names, company names, land details, UTM parameters, the referrer) is
 * stored exactly as they typed it, trimmed and nothing else: `<img src=x onerror=alert(1)>`
 * and `=HYPERLINK("http://evil.example","Open")` are kept verbatim in the leads tables. That is
 * on purpose: stripping at input loses data (O'Brien, "Select Union") and protects only the one
 * output its author had in mind. The duty moves to every place that writes such a value out,
 * each for its own context:
 *
 * - React JSX: escapes text and attributes already; never `dangerouslySetInnerHTML` with lead data.
 * - HTML built as a string (emails, server pages, the leads area): `htmlText()` for text and
 *   quoted attribute values. Never put lead data into a URL attribute (href, src) unchecked.
 * - CSV and spreadsheet exports: `csvCell()` / `csvTable()`, never a plain join; a cell that
 *   starts with = + - @ tab or carriage return is a formula to Excel, LibreOffice and Sheets.
 * - JSON: `JSON.stringify`; inside an HTML <script>, also replace `<` with `\u003c`.
 *
 * docs/operators/security.md, "Stored input and output encoding". Tests: tests/unit/encode.test.ts and
 * tests/unit/backend/stored-as-typed.test.ts.
 */

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** For HTML text and for attribute values in single or double quotes. */
export function htmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

// OWASP CSV injection: these first characters make a spreadsheet read the cell as a formula.
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): text is always quoted, inner quotes doubled, and a text that a
 * spreadsheet would run as a formula gets a leading apostrophe, which shows as text and keeps
 * the value readable. Numbers stay numbers (a negative amount is not a formula); null is empty.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`csvCell: ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** Rows of cells as a CSV file: comma-separated, CRLF line ends as RFC 4180 asks. */
export function csvTable(rows: readonly (readonly Parameters<typeof csvCell>[0][])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
