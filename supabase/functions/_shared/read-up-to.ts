/**
 * A request body read to its end, or undefined as soon as it passes `limit` bytes (the rest is
 * cancelled, never buffered). Shared by the embedded server's body limits
 * (supabase/embedded/request-body.ts) and the lead-files store on Deno (supabase/functions/_deno/serve.ts): no imports.
 */
export async function readUpTo(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
