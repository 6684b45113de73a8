/**
 * CSV export of leads (issue 13), as RFC 4180 writes it: records end in CRLF, a field is quoted
 * when it holds a quote, a comma, a CR or an LF, and a quote inside one is doubled. The text
 * starts with a UTF-8 byte order mark: without it Excel reads the file in the machine's legacy
 * code page and shows "JosÃ©" for José and mojibake for 山田 太郎.
 *
 * Every value is written exactly as stored, with one change: a text that starts with = + - @,
 * a tab or a carriage return gets a single quote in front ("'=HYPERLINK(…)"). A spreadsheet
 * would otherwise run such a cell as a formula, and a visitor's name is then a formula that can
 * send other rows to an outside address or run a command on the marketer's machine (OWASP,
 * "CSV Injection"). With the quote the spreadsheet shows the text. Typed numbers are written as
 * they are, so a negative amount stays a number; "-5" typed into a form is text and is prefixed.
 * Nothing is HTML-escaped: CSV is not HTML, and `<img onerror>` is kept as the visitor typed it.
 */
export interface CsvColumn<Row> {
  key: keyof Row & string;
  header: string;
}

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** Sticky, so a long export is read in one pass: up to a comma, CRLF, LF or the end. */
const PLAIN_FIELD = /(?:[^,\r\n]|\r(?!\n))*/y;

/** A value as the text a spreadsheet should show: empty for null, ISO for dates, JSON for objects. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function field(value: unknown): string {
  const text = cellText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const record = (values: unknown[]) => `${values.map(field).join(',')}\r\n`;

/** The header row, then one record per row, the columns in the order given. */
export function toCsv<Row extends object>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = record(columns.map((column) => column.header));
  return BOM + header + rows.map((row) => record(columns.map((column) => row[column.key]))).join('');
}

/**
 * The records of a CSV text as strings, the header first: the BOM removed and the quoting
 * undone. The formula prefix stays, as a spreadsheet keeps it. CRLF or LF ends a record; a
 * missing final line end is accepted. Malformed quoting is an error rather than a guess.
 */
export function parseCsv(text: string): string[][] {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let current: string[] = [];
  let at = 0;
  while (input.length > 0) {
    const [value, next] = input[at] === '"' ? quotedField(input, at) : plainField(input, at);
    current.push(value);
    at = next;
    if (input[at] === ',') {
      at += 1;
      continue;
    }
    records.push(current);
    current = [];
    if (at >= input.length) break;
    const lineEnd = input.startsWith('\r\n', at) ? 2 : input[at] === '\n' ? 1 : 0;
    if (!lineEnd) throw new Error(`CSV: text after a closing quote at ${at}`);
    at += lineEnd;
    if (at >= input.length) break;
  }
  return records;
}

/** An unquoted field from `at` to the next comma, line end or the end of the text. */
function plainField(input: string, at: number): [string, number] {
  PLAIN_FIELD.lastIndex = at;
  const value = PLAIN_FIELD.exec(input)?.[0] ?? '';
  if (value.includes('"')) throw new Error(`CSV: a quote inside an unquoted field at ${at}`);
  return [value, at + value.length];
}

/** A quoted field opened at `at`: its text with "" read as one quote, and the index after it. */
function quotedField(input: string, at: number): [string, number] {
  let from = at + 1;
  for (;;) {
    const quote = input.indexOf('"', from);
    if (quote < 0) throw new Error(`CSV: a quoted field opened at ${at} is never closed`);
    if (input[quote + 1] !== '"') return [input.slice(at + 1, quote).replaceAll('""', '"'), quote + 1];
    from = quote + 2;
  }
}
