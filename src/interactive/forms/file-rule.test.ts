import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectFileType, fileMessages, MAX_FILE_BYTES, MAX_FILE_NAME_LENGTH } from '../../../supabase/functions/_shared/file-rule.ts';
import { dialogsSchema } from '../dialogs/dialogs-schema';
import { fieldMessages } from './messages';

const dialogs = dialogsSchema.parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/dialogs.yaml'), 'utf8')));

describe('the file rule', () => {
  it("holds the spec's constants: 10 MB is 10,485,760 bytes, names up to 255 characters", () => {
    expect(MAX_FILE_BYTES).toBe(10_485_760);
    expect(MAX_FILE_NAME_LENGTH).toBe(255);
  });

  it('answers, on the server, exactly the messages the browser translates', () => {
    expect(Object.values(fileMessages).sort()).toEqual(
      [fieldMessages.fileTooLarge, fieldMessages.fileUnsupported, fieldMessages.fileNameTooLong, fieldMessages.fileNameInvalid].sort(),
    );
    expect(fileMessages.tooLarge).toBe('File too large (max 10MB)');
    expect(fileMessages.unsupported).toBe('Unsupported file type');
  });

  it('has Spanish words for each of its messages', () => {
    for (const message of Object.values(fileMessages)) expect(dialogs.es.fieldErrors[message], message).toMatch(/\S/);
  });

  it('takes as CSV only text: an ELF header cut before its first NUL is refused (was: accepted as CSV)', () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    expect(detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01))).toBeUndefined();
    expect(detectFileType(bytes(0x61, 0x2c, 0x62, 0x07, 0x0a))).toBeUndefined(); // a bell in the middle
    expect(detectFileType(new TextEncoder().encode('name,city\r\nJosé,"Lisboa"\tPT\n'))).toBe('text/csv');
  });
});
