import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'rolldown';
import { loadEnv } from 'vite';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const entryId = '\0landfall-text-page';
const runtime = 'src/interactive/client/text-page.ts';

/**
 * The inline scripts of text pages (src/render/page-script.ts): per set of behaviours, the text-page
 * runtime (src/interactive/client/text-page.ts) with exactly those behaviours, bundled and minified
 * into one classic script. Code that runs only after input stays a dynamic import, loaded on that
 * input: a chunk of the client build that imports nothing (the marketing tags' loader, after
 * Accept) is imported as it is; any other (sending a signal or an error report) is bundled into a
 * file of its own in assets/, because the client build's chunk for it imports the client entry,
 * which would run every behaviour a second time. That file has its own copy of the modules it
 * shares with the inline script: the consent state it reads stays 'unset', which a client event
 * does not store (supabase/schemas/functions/log_client_event.sql keeps only the route).
 */
export class PageScripts {
  private readonly built = new Map<string, string>();
  /** Files written for code that loads after input, by source module. */
  private readonly later = new Map<string, Promise<string>>();
  /** Sets of behaviours a page asked for before they were built. */
  private readonly missing = new Map<string, string[]>();

  constructor(
    private readonly root: string,
    private readonly outDir: string,
    private readonly manifest: Record<string, ManifestChunk>,
  ) {}

  /** What Vite writes for import.meta.env in the client build (the backend's address, build mode). */
  private define(): Record<string, string> {
    const env = loadEnv('production', this.root, 'VITE_');
    return Object.fromEntries([
      ...Object.entries(env).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]),
      ['import.meta.env.VITE_SUPABASE_URL', JSON.stringify(env.VITE_SUPABASE_URL ?? '')],
      ['import.meta.env.VITE_SUPABASE_ANON_KEY', JSON.stringify(env.VITE_SUPABASE_ANON_KEY ?? '')],
      ['import.meta.env.DEV', 'false'],
      ['import.meta.env.PROD', 'true'],
      ['import.meta.env.MODE', '"production"'],
    ]);
  }

  /** The address of a module loaded after input: its client-build chunk when that imports nothing, else a file of its own. */
  private laterFile(id: string): Promise<string> {
    const chunk = this.manifest[relative(this.root, id).split('\\').join('/')];
    if (chunk && !chunk.imports?.length) return Promise.resolve(`/${chunk.file}`);
    let file = this.later.get(id);
    if (!file) {
      file = build({
        input: id,
        cwd: this.root,
        transform: { define: this.define() },
        write: false,
        logLevel: 'silent',
        output: { format: 'es', minify: true, codeSplitting: false },
      }).then(({ output }) => {
        const code = output[0].code;
        const name = `assets/${basename(id).replace(/\.[jt]sx?$/, '')}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
        writeFileSync(join(this.outDir, name), code);
        return `/${name}`;
      });
      this.later.set(id, file);
    }
    return file;
  }

  /** The inline script for these behaviours, or undefined (noted, for buildMissing) before it is built. */
  get(behaviours: string[]): string | undefined {
    const key = behaviours.join(' ');
    const code = this.built.get(key);
    if (code === undefined) this.missing.set(key, behaviours);
    return code;
  }

  get needed(): number {
    return this.missing.size;
  }

  async buildMissing(): Promise<void> {
    for (const [key, behaviours] of this.missing) this.built.set(key, await this.bundle(behaviours));
    this.missing.clear();
  }

  private async bundle(behaviours: string[]): Promise<string> {
    const { root } = this;
    const source = (path: string) => JSON.stringify(join(root, path));
    const entry = [
      `import { runTextPage } from ${source(runtime)};`,
      ...behaviours.map((name, i) => `import b${i} from ${source(`src/${name}.behaviour.ts`)};`),
      `runTextPage({${behaviours.map((name, i) => `${JSON.stringify(name)}: b${i}`).join(', ')}});`,
    ].join('\n');
    const plugin: Plugin = {
      name: 'landfall-text-page',
      resolveId(id) {
        return id === entryId ? id : undefined;
      },
      load(id) {
        return id === entryId ? entry : undefined;
      },
      resolveDynamicImport: async function (specifier, importer) {
        if (typeof specifier !== 'string' || !importer) return undefined;
        const resolved = await this.resolve(specifier, importer);
        if (!resolved) throw new Error(`${importer} imports ${specifier}, which cannot be found`);
        return { id: await laterFile(resolved.id), external: true };
      },
    };
    const laterFile = (id: string) => this.laterFile(id);
    const result = await build({
      input: entryId,
      cwd: root,
      plugins: [plugin],
      transform: { define: this.define() },
      write: false,
      logLevel: 'silent',
      // Absolute: the page's address must not change where a chunk is found.
      makeAbsoluteExternalsRelative: false,
      output: { format: 'iife', minify: true, codeSplitting: false },
    });
    const code = result.output[0].code.trim();
    if (/import\.meta|<\/script/i.test(code))
      throw new Error(
        `The inline script for ${behaviours.join(', ') || 'a page without behaviours'} cannot be inlined (it reads import.meta or contains </script>)`,
      );
    return code;
  }
}

/** For a quick look: npx tsx scripts/page-scripts.ts [behaviour…] prints a text page's script against dist/. */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = join(import.meta.dirname, '..');
  const { readFileSync } = await import('node:fs');
  const { gzipSync } = await import('node:zlib');
  const scripts = new PageScripts(root, join(root, 'dist'), JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')));
  const names = process.argv.slice(2);
  scripts.get(names);
  await scripts.buildMissing();
  const code = scripts.get(names) ?? '';
  console.log(code);
  console.error(`${code.length} bytes, ${gzipSync(code).length} gzip`);
}
