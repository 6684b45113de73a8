import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';
import { hostCompression } from '../host-compression.ts';

let certificate: { key: string; cert: string } | undefined;

/**
 * A throwaway certificate for 127.0.0.1 (the browsers of the bench ignore that it is
 * self-signed): Chrome asks for Brotli only over HTTPS, and visitors get pages over HTTPS.
 */
function localCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'landfall-bench-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  if (!existsSync(cert)) throw new Error('openssl made no certificate for the bench');
  certificate = { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  return certificate;
}

/**
 * A build folder behind vite preview on a free port, served as a production host serves it:
 * over HTTPS, Brotli to browsers that take it and gzip to the rest (scripts/host-compression.ts).
 * No config file: the folder is measured as built, whatever this checkout's vite.config says.
 */
export async function serve(dir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    configFile: false,
    root: dir,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1', https: localCertificate() },
    plugins: [{ name: 'host-compression', configurePreviewServer: (preview) => void preview.middlewares.use(hostCompression()) }],
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, origin: `https://127.0.0.1:${address.port}` };
}

/** A copy of a build whose HTML has no <script>; everything else is a link to the original. */
export function scriptFreeCopy(from: string): string {
  const to = mkdtempSync(join(tmpdir(), 'landfall-noscript-'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(from, dir), { withFileTypes: true })) {
      const rel = join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets' && entry.name !== 'media') {
        mkdirSync(join(to, rel), { recursive: true });
        walk(rel);
      } else if (entry.name.endsWith('.html')) {
        const html = readFileSync(join(from, rel), 'utf8').replace(/<script\b[\s\S]*?<\/script>\s*/gi, '');
        writeFileSync(join(to, rel), html);
      } else {
        symlinkSync(join(from, rel), join(to, rel));
      }
    }
  };
  walk('.');
  return to;
}
