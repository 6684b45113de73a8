import { anonKey, backendUrl } from './config';

export type UploadResult = { ok: true; id: string } | { ok: false; message: string | undefined };

/** The server's English message for a refused file, if it sent one. */
function answerOf(text: string): { id?: string; error?: string } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const id = 'id' in parsed && typeof parsed.id === 'string' ? parsed.id : undefined;
    const error = 'error' in parsed && typeof parsed.error === 'string' ? parsed.error : undefined;
    return { id, error };
  } catch {
    return {};
  }
}

/** How often a busy server (503) is asked again, and the longest wait its Retry-After may ask for. */
const BUSY_TRIES = 4;
const LONGEST_WAIT_MS = 10_000;

/** Retry-After in seconds as the server sent it, bounded; 2 s when it sent none or nonsense. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, LONGEST_WAIT_MS) : 2000;
}

type Attempt = { status: number; retryAfter: string | null; answer: { id?: string; error?: string } } | undefined;

function send(file: File, onProgress: (fraction: number) => void): Promise<Attempt> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${backendUrl()}/functions/v1/lead-files?name=${encodeURIComponent(file.name)}`);
    request.setRequestHeader('apikey', anonKey());
    request.setRequestHeader('Authorization', `Bearer ${anonKey()}`);
    // What the visitor's system calls the file is not believed: the server reads the bytes.
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, retryAfter: request.getResponseHeader('Retry-After'), answer: answerOf(request.responseText) });
    const failed = () => resolve(undefined);
    request.onerror = failed;
    request.onabort = failed;
    request.ontimeout = failed;
    request.send(file);
  });
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Sends one document to the lead-files function (supabase/functions/_shared/lead-files.ts): the
 * raw bytes, the name in the address. XMLHttpRequest rather than fetch or supabase-js, for upload
 * progress; it never throws, and answers the id the application links, or the reason it failed.
 * A server busy with other uploads answers 503 with Retry-After: the document is sent again after
 * that wait (at most 10 s, 4 tries in all), its progress starting over, rather than failing a
 * visitor's application because others were uploading at the same moment. `wait` is the clock.
 * Loaded only when a visitor sends an application with documents.
 */
export async function uploadLeadFile(file: File, onProgress: (fraction: number) => void, wait: (ms: number) => Promise<void> = pause): Promise<UploadResult> {
  for (let attempt = 1; ; attempt++) {
    const sent = await send(file, onProgress);
    if (!sent) return { ok: false, message: undefined };
    if (sent.status === 200 && sent.answer.id) return { ok: true, id: sent.answer.id };
    if (sent.status === 503 && attempt < BUSY_TRIES) {
      onProgress(0);
      await wait(retryAfterMs(sent.retryAfter));
      continue;
    }
    if (sent.status >= 500) console.error('[landfall] document upload failed', sent.status, sent.answer.error);
    return { ok: false, message: sent.answer.error };
  }
}
