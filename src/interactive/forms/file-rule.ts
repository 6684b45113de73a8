import { binaryTypeOf, fileMessages, fileNameProblem, isText, MAX_FILE_BYTES, SNIFF_BYTES } from '../../contract/file-rule.ts';

export { allowedFileTypes, MAX_FILE_BYTES } from '../../contract/file-rule.ts';

/**
 * The spec's file rule in the browser: the very checks lead-files runs (one module, shared), read
 * from the file itself with Blob.slice, so a refused file never leaves the machine. The server
 * checks again; this only saves the visitor a wait.
 *
 * Size first (free), then the name, then the first bytes; only a file with no known signature is
 * read whole, to tell CSV text from anything else.
 */
export async function fileProblem(file: Blob & { name: string }): Promise<string | undefined> {
  if (file.size > MAX_FILE_BYTES) return fileMessages.tooLarge;
  const name = fileNameProblem(file.name);
  if (name) return name;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (binaryTypeOf(head)) return undefined;
  return isText(new Uint8Array(await file.arrayBuffer())) ? undefined : fileMessages.unsupported;
}
