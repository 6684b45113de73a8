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

/**
 * Sends one document to the lead-files function (supabase/functions/_shared/lead-files.ts): the
 * raw bytes, the name in the address. XMLHttpRequest rather than fetch or supabase-js, for upload
 * progress; it never throws, and answers the id the application links, or the reason it failed.
 * Loaded only when a visitor sends an application with documents.
 */
export function uploadLeadFile(file: File, onProgress: (fraction: number) => void): Promise<UploadResult> {
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
    request.onload = () => {
      const answer = answerOf(request.responseText);
      if (request.status === 200 && answer.id) resolve({ ok: true, id: answer.id });
      else {
        if (request.status >= 500) console.error('[landfall] document upload failed', request.status, answer.error);
        resolve({ ok: false, message: answer.error });
      }
    };
    const failed = () => resolve({ ok: false, message: undefined });
    request.onerror = failed;
    request.onabort = failed;
    request.ontimeout = failed;
    request.send(file);
  });
}
