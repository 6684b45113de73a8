import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { studioDocument } from '../src/studio/document';
import { STUDIO_BASE } from '../src/studio/paths';

export const STUDIO_ENTRY = 'src/studio/main.tsx';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}

/**
 * The marketers' area as a build of its own into <outDir>/studio/: the site's bundle, its
 * manifest and the budgets measured on it stay exactly what they were, and no public page can
 * name a studio chunk because the site's build never sees one. No config file: vite.config.ts
 * describes the site (its inputs, its dev and preview plugins).
 */
export async function buildStudio({ root, outDir, quiet = false }: { root: string; outDir: string; quiet?: boolean }): Promise<void> {
  const studioDir = join(outDir, STUDIO_BASE.slice(1));
  await build({
    root,
    configFile: false,
    base: `${STUDIO_BASE}/`,
    publicDir: false,
    logLevel: quiet ? 'warn' : 'info',
    plugins: [react(), tailwindcss()],
    build: {
      outDir: studioDir,
      emptyOutDir: true,
      manifest: true,
      modulePreload: { polyfill: false },
      // The first screen's JavaScript is held to a budget (scripts/check-budget.ts, STUDIO_BUDGET_KB):
      // supabase-js, the answer schemas, the lead detail and every other screen load by route or on use.
      rollupOptions: { input: { studio: STUDIO_ENTRY } },
    },
  });
  const manifest = JSON.parse(readFileSync(join(studioDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const entry = manifest[STUDIO_ENTRY];
  if (!entry) throw new Error(`The studio build has no ${STUDIO_ENTRY} entry`);
  const url = (file: string) => `${STUDIO_BASE}/${file}`;
  const preloads = (entry.imports ?? []).flatMap((key) => (manifest[key] ? [url(manifest[key].file)] : []));
  writeFileSync(join(studioDir, 'index.html'), studioDocument({ script: url(entry.file), stylesheets: (entry.css ?? []).map(url), preloads }));
}
