import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, type PreviewServer } from 'vite';

/**
 * A build folder behind vite preview on a free port. No config file: the folder is measured as
 * built, whatever this checkout's vite.config says. vite preview gzips what it serves.
 */
export async function serve(dir: string): Promise<{ server: PreviewServer; origin: string }> {
  const server = await preview({
    configFile: false,
    root: dir,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir: dir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  if (!address || typeof address === 'string') throw new Error('preview server has no port');
  return { server, origin: `http://127.0.0.1:${address.port}` };
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
