import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { anonKey } from './http-harness';
import { nextAddress } from './auth-harness';

/** Files whose first bytes say what they are; padded to `size` (zeros, or text for CSV). */
export const MB10 = 10 * 1024 * 1024;

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const padded = (head: number[], size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return bytes;
};

export const samples = {
  jpeg: (size = 2048) => padded([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF')], size),
  png: (size = 2048) => padded([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, ...ascii('IHDR')], size),
  gif87: (size = 2048) => padded(ascii('GIF87a'), size),
  gif89: (size = 2048) => padded(ascii('GIF89a'), size),
  webp: (size = 2048) => padded([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')], size),
  pdf: (size = 2048) => padded(ascii('%PDF-1.7\n'), size),
  csv: () => new TextEncoder().encode('parcel,hectares,owner\n14,12.5,José Núñez\n15,3,Łukasz\n'),
  /** Linux and Windows programs: what a renamed executable starts with. */
  elf: (size = 2048) => padded([0x7f, ...ascii('ELF'), 2, 1, 1, 0], size),
  pe: (size = 2048) => padded([...ascii('MZ'), 0x90, 0, 3, 0, 0, 0, 4, 0], size),
};

export interface UploadAnswer {
  status: number;
  body: { id?: string; name?: string; type?: string; size?: number; error?: string };
}

/** One upload as the browser sends it (src/interactive/api/lead-files.ts), from an address of its own. */
export async function upload(
  url: string,
  bytes: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>,
  name: string,
  address = nextAddress(),
): Promise<UploadAnswer> {
  const response = await fetch(`${url}/functions/v1/lead-files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/octet-stream', 'x-real-ip': address },
    body: bytes,
    // A stream goes out chunked, with no Content-Length: the server must count.
    ...(bytes instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** A body that arrives in 1 MB pieces with no declared length. */
export function chunked(total: number, first: Uint8Array = samples.png(16)): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(1024 * 1024, total - sent);
      const chunk = new Uint8Array(size);
      if (sent === 0) chunk.set(first.subarray(0, size));
      sent += size;
      controller.enqueue(chunk);
    },
  });
}

export const partnershipApplication = {
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '612 345 678',
  countryCode: '+34',
  landDetails: 'Twelve hectares of terraced olive groves with a well and road access.',
};

const MB = 1024 * 1024;

/** Sizes of the uploads the embedded server is writing: the temporary files in its data folder. */
export function partialUploads(stateDir: string | undefined): number[] {
  const dir = join(stateDir ?? '', 'db', 'landfall-files');
  try {
    return readdirSync(dir)
      .filter((name) => name.startsWith('.tmp-'))
      .map((name) => statSync(join(dir, name)).size);
  } catch {
    return [];
  }
}

export interface HeldUpload {
  answer: Promise<{ status: number; body: Record<string, unknown> }>;
  /** Lets the rest of the body go. */
  release(): void;
  /** Drops the connection, as a visitor closing the tab. */
  abort(): void;
}

/**
 * A PNG of `total` bytes whose body stops after `first` bytes until released (or aborted): an
 * upload held open in the middle, as a slow connection holds it, from an address of its own.
 */
export function heldUpload(url: string, { total, first, name = 'held.png' }: { total: number; first: number; name?: string }): HeldUpload {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const abort = new AbortController();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === first) await released;
      if (sent >= total) return controller.close();
      const chunk = new Uint8Array(Math.min(MB, total - sent, sent < first ? first - sent : total));
      if (sent === 0) chunk.set(samples.png(16));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const answer = fetch(`${url}/functions/v1/lead-files?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/octet-stream', 'x-real-ip': nextAddress() },
    body,
    duplex: 'half',
    signal: abort.signal,
  } as RequestInit).then(async (response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> }));
  answer.catch(() => {}); // aborted: awaited where a test means it
  return { answer, release, abort: () => abort.abort() };
}
