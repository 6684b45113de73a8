import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Router } from '../src/edge/router.ts';

/** The router's side of a Node server (vite preview and dev): Node's request in, Node's response out. */

export function requestOf(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', 'http://localhost'), { method: req.method, headers });
}

/**
 * Writes the router's answer over what the server set already (the security headers stay).
 * Compression is the server's: preview's compression middleware wraps this response too.
 */
export async function send(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  // The server compresses by what the browser accepts (preview's middleware), so caches must know.
  res.setHeader('vary', [res.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  const body = Buffer.from(await response.arrayBuffer());
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** One request through a router. */
export async function serve(router: Router, req: IncomingMessage, res: ServerResponse, request = requestOf(req)): Promise<void> {
  await send(req, res, await router(request));
}
