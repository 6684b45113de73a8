import { type AllowedFileType, binaryTypeOf, fileMessages, MAX_FILE_BYTES, SNIFF_BYTES, textChecker } from './file-rule.generated.ts';

/**
 * An upload's bytes checked against the file rule as they pass, for lead-files: its type from the
 * first bytes (CSV, which has no signature, is checked to the last), its size counted. The bytes
 * go on to the store as they arrive, so no more than a piece of a 10 MB file is held at a time;
 * a file that breaks the rule part-way errors the stream, and the store keeps nothing of it.
 * No imports but the rule: Deno runs it too.
 */

/** Why the bytes were refused: the HTTP status and the spec's message. */
export class UploadRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const uploadBrokenOff = 'The upload broke off before its end';

export interface CheckedUpload {
  type: AllowedFileType;
  /** The bytes as they arrive; errors with an UploadRefused past MAX_FILE_BYTES, at a byte the type forbids, or when the upload breaks off. */
  body: ReadableStream<Uint8Array>;
  /** Bytes passed on so far: the file's size once body has ended. */
  size(): number;
}

const joined = (pieces: Uint8Array[], size: number) => {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const piece of pieces) {
    bytes.set(piece, offset);
    offset += piece.byteLength;
  }
  return bytes;
};

/** The upload's type and its checked bytes, or the refusal its first bytes already earn. */
export async function checkUpload(body: ReadableStream<Uint8Array> | null): Promise<CheckedUpload | UploadRefused> {
  const reader = body?.getReader();
  const read = async () => {
    try {
      return reader ? await reader.read() : { done: true as const, value: undefined };
    } catch {
      throw new UploadRefused(400, uploadBrokenOff);
    }
  };
  const pieces: Uint8Array[] = [];
  let headSize = 0;
  try {
    while (headSize < SNIFF_BYTES) {
      const { done, value } = await read();
      if (done) break;
      pieces.push(value);
      headSize += value.byteLength;
    }
  } catch (error) {
    return error instanceof UploadRefused ? error : new UploadRefused(400, uploadBrokenOff);
  }
  if (headSize === 0) return new UploadRefused(415, fileMessages.unsupported);
  let head: Uint8Array | undefined = joined(pieces, headSize);
  const binary = binaryTypeOf(head.subarray(0, SNIFF_BYTES));
  const text = binary ? undefined : textChecker();
  let size = 0;

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let piece = head;
          head = undefined;
          if (!piece) {
            const next = await read();
            if (next.done) {
              if (text && !text.end()) throw new UploadRefused(415, fileMessages.unsupported);
              return controller.close();
            }
            piece = next.value;
          }
          size += piece.byteLength;
          if (size > MAX_FILE_BYTES) throw new UploadRefused(413, fileMessages.tooLarge);
          if (text && !text.push(piece)) throw new UploadRefused(415, fileMessages.unsupported);
          controller.enqueue(piece);
        } catch (error) {
          // The rest is not read: the server answers and closes the connection.
          await reader?.cancel().catch(() => {});
          controller.error(error);
        }
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return { type: binary ?? 'text/csv', body: stream, size: () => size };
}
