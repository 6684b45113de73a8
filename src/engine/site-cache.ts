import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

/** A variant file (YAML or JSON) as a load sees it: its text is what the cache compares. */
export interface YamlFile {
  name: string;
  file: string;
  text: string;
}

/** The YAML and JSON files of a folder, named `label/…` in messages, in file-name order. */
export function readYamlDir(abs: string, label: string): YamlFile[] {
  if (!existsSync(abs)) return [];
  const files: YamlFile[] = [];
  for (const f of readdirSync(abs)
    .filter((f) => /\.(yaml|json)$/.test(f) && !f.startsWith('_'))
    .sort()) {
    const text = readIfThere(join(abs, f));
    if (text !== undefined) files.push({ name: basename(f, extname(f)), file: `${label}/${f}`, text });
  }
  return files;
}

/** A file deleted between listing and reading (the dev server, mid-edit) is simply not there. */
function readIfThere(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Whether media paths exist under public/, asked once per load, and which computation asked:
 * a result that checked public/x.webp is computed again when the answer changes.
 */
class MediaLog {
  private root = '';
  private answers = new Map<string, boolean>();
  private readonly recording: Map<string, boolean>[] = [];

  startLoad(root: string): void {
    this.root = root;
    this.answers = new Map();
  }

  exists = (src: string): boolean => {
    let exists = this.answers.get(src);
    if (exists === undefined) {
      exists = existsSync(join(this.root, 'public', src));
      this.answers.set(src, exists);
    }
    this.recording.at(-1)?.set(src, exists);
    return exists;
  };

  unchanged(seen: Map<string, boolean>): boolean {
    for (const [src, existed] of seen) if (this.exists(src) !== existed) return false;
    return true;
  }

  /** Runs `compute`, returning what it checked; what it checked also counts for the caller. */
  record<T>(compute: () => T): { value: T; seen: Map<string, boolean> } {
    const seen = new Map<string, boolean>();
    this.recording.push(seen);
    try {
      return { value: compute(), seen };
    } finally {
      this.recording.pop();
      this.replay(seen);
    }
  }

  replay(seen: Map<string, boolean>): void {
    const outer = this.recording.at(-1);
    if (outer) for (const [src, exists] of seen) outer.set(src, exists);
  }
}

interface Entry<T> {
  deps: readonly unknown[];
  value: T;
  media: Map<string, boolean>;
}

/** One kind of result, one slot per file or family, each kept with the inputs it came from. */
export class Memo<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private used = new Set<string>();

  constructor(private readonly media: MediaLog) {}

  /** The slot's value if its inputs are the same objects (or strings) as last time, else `compute()`. */
  get(slot: string, deps: readonly unknown[], compute: () => T): T {
    this.used.add(slot);
    const entry = this.entries.get(slot);
    if (entry && entry.deps.length === deps.length && entry.deps.every((dep, i) => dep === deps[i]) && this.media.unchanged(entry.media)) {
      this.media.replay(entry.media);
      return entry.value;
    }
    const { value, seen } = this.media.record(compute);
    this.entries.set(slot, { deps, value, media: seen });
    return value;
  }

  /** Forgets the slots not used since the last prune (deleted files, split families). */
  prune(): void {
    for (const slot of this.entries.keys()) if (!this.used.has(slot)) this.entries.delete(slot);
    this.used = new Set();
  }
}

/**
 * What a long-running process (the dev server) keeps between loads of the site, so a load
 * redoes only what changed: a file is parsed and checked again when its text changes, a family
 * of pages when a file it read changes. An unchanged file keeps its parsed value, so inputs are
 * compared by identity. A fresh cache computes everything: `loadSite` without one is the build.
 */
export class SiteCache {
  /** Loads that found a change and validated again. */
  passes = 0;
  readonly media = new MediaLog();
  private readonly memos: { prune(): void }[] = [];

  /** A memo for one kind of result, pruned with the others after each pass. */
  memo<T>(): Memo<T> {
    const memo = new Memo<T>(this.media);
    this.memos.push(memo);
    return memo;
  }

  /** Counts a pass and forgets what it did not use: deleted files, families that split. */
  passDone(): void {
    this.passes++;
    for (const memo of this.memos) memo.prune();
  }
}
