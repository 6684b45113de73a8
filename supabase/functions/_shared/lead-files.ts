import { checkUpload, UploadRefused } from './checked-upload.ts';
import type { FunctionDeps } from './deps.ts';
import { fileMessages, fileNameProblem, MAX_FILE_BYTES } from './file-rule.generated.ts';
import { json, preflight } from './http.ts';

/**
 * lead-files: one document for a partnership application per request (POST, the raw bytes as the
 * body, `?name=` the file's name as the visitor had it). Checked here whatever the browser did:
 * the rate limit before a byte is read (a Content-Length over the limit is refused unread too),
 * the name, then the type from the first bytes and the size and the rest of the type while the
 * body streams on to the private bucket under a random path (checked-upload.ts: the file is never
 * held whole, and a file that breaks the rule part-way is not kept). A pending row then records
 * it; the answer's id is what the application links (submit_partnership_application).
 */
export const LEAD_FILES_BUCKET = 'lead-files';

async function allowUpload(deps: FunctionDeps): Promise<'allowed' | 'refused' | 'failed'> {
  const result = await deps.rpc('consume_rate_limit', { endpoint: 'lead_file', identifier: deps.clientIp });
  if (result.status === 200) return 'allowed';
  if (result.status === 429) return 'refused';
  console.error(`lead-files: consume_rate_limit answered ${result.status}`, result.body);
  return 'failed';
}

const recordedId = (body: unknown) => (body && typeof body === 'object' && 'id' in body && typeof body.id === 'string' ? body.id : undefined);

export async function leadFiles(request: Request, deps: FunctionDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const storage = deps.storage;
  if (!storage) return json({ error: 'File uploads are not configured' }, 503);

  const allowed = await allowUpload(deps);
  if (allowed === 'refused') return json({ error: 'Too many requests' }, 429);
  if (allowed === 'failed') return json({ error: 'Upload failed' }, 500);

  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > MAX_FILE_BYTES) return json({ error: fileMessages.tooLarge }, 413);
  const name = new URL(request.url).searchParams.get('name') ?? '';
  const nameProblem = fileNameProblem(name);
  if (nameProblem) return json({ error: nameProblem }, 400);
  const upload = await checkUpload(request.body);
  if (upload instanceof UploadRefused) return json({ error: upload.message }, upload.status);

  const path = crypto.randomUUID();
  const type = upload.type;
  try {
    await storage.put(path, upload.body, type);
  } catch (error) {
    if (error instanceof UploadRefused) return json({ error: error.message }, error.status);
    console.error('lead-files: storing the file failed', error);
    return json({ error: 'Upload failed' }, 500);
  }
  const size = upload.size();
  const recorded = await deps.rpc('record_lead_file', { path, name, contentType: type, size });
  const id = recordedId(recorded.body);
  if (recorded.status !== 200 || !id) {
    console.error(`lead-files: record_lead_file answered ${recorded.status}`, recorded.body);
    await storage.remove(path).catch(() => {});
    return json({ error: 'Upload failed' }, 500);
  }
  return json({ id, name, type, size });
}
