/**
 * The spec's file rule (section 5), once for the server (lead-files.ts) and the browser
 * (src/interactive/forms/file-rule.ts): a name of 1-255 characters, at most 10 MB, and a type
 * decided by the bytes alone. The name and the type a client declares are never believed: a
 * program renamed deed.pdf is still a program. No imports: npm run generate copies it for the Edge
 * Functions (supabase/functions/_shared/file-rule.generated.ts), which deploy only their own folder.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 255;

/** The spec's English messages; the browser translates them (dialogs.yaml fieldErrors). */
export const fileMessages = {
  tooLarge: 'File too large (max 10MB)',
  unsupported: 'Unsupported file type',
  nameTooLong: 'File name too long',
  nameInvalid: 'Invalid file name',
} as const;

export const allowedFileTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'text/csv'] as const;
export type AllowedFileType = (typeof allowedFileTypes)[number];

/** How many leading bytes decide every type but CSV (which needs the whole file). */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The binary type the first bytes announce, or undefined. */
export function binaryTypeOf(head: Uint8Array): AllowedFileType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}

/** Bytes no text file holds: the C0 controls but tab, line feed and carriage return, and DEL. */
const notText = (byte: number) => (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;

/**
 * CSV has no signature: it is accepted as text, which here means valid UTF-8 without control
 * characters (tab and line breaks aside). Executables, archives and office files all carry NUL or
 * other control bytes, or invalid UTF-8, early on; an ELF header cut short before its first NUL
 * (7F 'E' 'L' 'F' 02 01 01) is still refused for its 7F and 02.
 */
export function isText(bytes: Uint8Array): boolean {
  const text = textChecker();
  return text.push(bytes) && text.end();
}

/**
 * isText for a file that arrives in pieces (the server never holds a whole upload): push() each
 * piece, false as soon as one is not text; end() once the last has come, false for an empty file
 * or one that stops in the middle of a character.
 */
export function textChecker(): { push(bytes: Uint8Array): boolean; end(): boolean } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let seen = 0;
  return {
    push(bytes) {
      seen += bytes.length;
      if (bytes.some(notText)) return false;
      try {
        decoder.decode(bytes, { stream: true });
        return true;
      } catch {
        return false;
      }
    },
    end() {
      try {
        decoder.decode();
        return seen > 0;
      } catch {
        return false;
      }
    },
  };
}

/** The file's type from its content, or undefined when it is none of the allowed ones. */
export function detectFileType(bytes: Uint8Array): AllowedFileType | undefined {
  return binaryTypeOf(bytes.subarray(0, SNIFF_BYTES)) ?? (isText(bytes) ? 'text/csv' : undefined);
}

/** The name rule: 1-255 characters (code points, as every other length rule counts), no control characters. */
export function fileNameProblem(name: string): string | undefined {
  // A control character (NUL cannot even be stored) is not a name anyone typed.
  if (name.trim() === '' || /\p{Cc}/u.test(name)) return fileMessages.nameInvalid;
  return [...name].length > MAX_FILE_NAME_LENGTH ? fileMessages.nameTooLong : undefined;
}
