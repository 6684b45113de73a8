import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { detectFileType, fileMessages, fileNameProblem, isText, MAX_FILE_BYTES, MAX_FILE_NAME_LENGTH } from '../../contract/file-rule.ts';
import { dialogsSchemaFor } from '../dialogs/dialogs-schema';
import { fileProblem } from './file-rule';
import { fieldMessages } from './messages';

const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(join(import.meta.dirname, '../../../variants/_shared/dialogs.yaml'), 'utf8')));

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
    for (const message of Object.values(fileMessages)) expect(dialogs.texts.es!.fieldErrors[message], message).toMatch(/\S/);
  });

  it('takes as CSV only text: an ELF header cut before its first NUL is refused (was: accepted as CSV)', () => {
    const bytes = (...values: number[]) => Uint8Array.from(values);
    expect(detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01))).toBeUndefined();
    expect(detectFileType(bytes(0x61, 0x2c, 0x62, 0x07, 0x0a))).toBeUndefined(); // a bell in the middle
    expect(detectFileType(new TextEncoder().encode('name,city\r\nJosé,"Lisboa"\tPT\n'))).toBe('text/csv');
  });
});

// Mutants Stryker found alive (docs/developers/mutation-testing.md): each test names the change it catches.
const ascii = (text: string) => new TextEncoder().encode(text);
const withBytes = (head: string | number[], length = 16) => {
  const bytes = new Uint8Array(length).fill(0x01);
  bytes.set(typeof head === 'string' ? ascii(head) : head);
  return bytes;
};

describe('the file rule, mutants killed', () => {
  it.each([
    ['image/jpeg', [0xff, 0xd8, 0xff]],
    ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['image/gif', 'GIF87a'],
    ['image/gif', 'GIF89a'],
    ['image/webp', 'RIFF\x01\x01\x01\x01WEBP'],
    ['application/pdf', '%PDF-'],
  ] as const)('kills: a signature check or its type emptied, for %s', (type, head) => {
    expect(detectFileType(withBytes(typeof head === 'string' ? head : [...head]))).toBe(type);
  });

  it('kills: a signature read at the wrong offset or not at all (RIFF without WEBP at 8, WEBP without RIFF, a signature cut short)', () => {
    expect(detectFileType(withBytes('RIFF\x01\x01\x01\x01AVI '))).toBeUndefined();
    expect(detectFileType(ascii('riffabcdWEBPtext'))).toBe('text/csv');
    expect(detectFileType(withBytes([0xff, 0xd8]))).toBeUndefined();
    expect(detectFileType(withBytes('GIF88a'))).toBeUndefined();
  });

  it('kills: text without a space (byte <= 0x20), with DEL, empty, or invalid UTF-8 (fatal dropped)', () => {
    expect(detectFileType(ascii('first name,last name\n'))).toBe('text/csv');
    expect(detectFileType(ascii('a,b\x7f\n'))).toBeUndefined();
    expect(detectFileType(new Uint8Array(0))).toBeUndefined();
    expect(detectFileType(Uint8Array.from([0x61, 0x2c, 0xc3, 0x28, 0x0a]))).toBeUndefined();
  });

  it('kills: the catch block emptied, so isText answered undefined rather than false for invalid UTF-8', () => {
    expect(isText(Uint8Array.from([0x61, 0xc3, 0x28]))).toBe(false);
  });

  it('kills: every branch of the name rule (blank, control characters, 255 code points)', () => {
    expect(fileNameProblem('deed.pdf')).toBeUndefined();
    expect(fileNameProblem('')).toBe(fileMessages.nameInvalid);
    expect(fileNameProblem('   ')).toBe(fileMessages.nameInvalid);
    expect(fileNameProblem('deed\u0000.pdf')).toBe(fileMessages.nameInvalid);
    expect(fileNameProblem('deed\n.pdf')).toBe(fileMessages.nameInvalid);
    expect(fileNameProblem('a'.repeat(MAX_FILE_NAME_LENGTH))).toBeUndefined();
    expect(fileNameProblem('😀'.repeat(MAX_FILE_NAME_LENGTH))).toBeUndefined();
    expect(fileNameProblem('a'.repeat(MAX_FILE_NAME_LENGTH + 1))).toBe(fileMessages.nameTooLong);
  });
});

/** A file whose whole content may not be read: only its first bytes, through slice. */
class HeadOnly extends File {
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.reject(new Error('read whole'));
  }
}

describe('fileProblem in the browser, mutants killed', () => {
  const pdf = (size: number, name = 'deed.pdf') => new File([withBytes('%PDF-1.7', size)], name);

  it('kills: the size check removed, turned, or made >=: 10 MB passes, one byte more is too large, before the name is looked at', async () => {
    expect(await fileProblem(pdf(MAX_FILE_BYTES))).toBeUndefined();
    expect(await fileProblem(pdf(MAX_FILE_BYTES + 1))).toBe(fileMessages.tooLarge);
    expect(await fileProblem(pdf(MAX_FILE_BYTES + 1, ''))).toBe(fileMessages.tooLarge);
  });

  it('kills: the name problem not returned', async () => {
    expect(await fileProblem(pdf(100, ' '))).toBe(fileMessages.nameInvalid);
  });

  it('kills: a known signature read whole (slice dropped) or not trusted, and an unknown one trusted', async () => {
    expect(await fileProblem(new HeadOnly([withBytes('%PDF-1.7', 64)], 'deed.pdf'))).toBeUndefined();
    expect(await fileProblem(new File([withBytes([0x7f, 0x45, 0x4c, 0x46], 64)], 'deed.pdf'))).toBe(fileMessages.unsupported);
    expect(await fileProblem(new File(['name,city\n'], 'leads.csv'))).toBeUndefined();
  });
});
