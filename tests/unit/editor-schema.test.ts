/**
 * The editor help an author gets from schemas/variant.schema.json, checked with the language
 * server VS Code's YAML extension runs (yaml-language-server over stdio), on a copy of the
 * committed schemas: what the author sees when hovering, completing and typing mistakes.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorVariantSchema } from '../../src/engine/editor-schema';
import { valid as heroFixtures } from '../../src/blocks/hero/fixtures';
import { blocks } from '../../src/site/engine';
import { jsonSchemas } from '../../src/site/engine';

const root = join(import.meta.dirname, '../..');
const committed = (name: string) => JSON.parse(readFileSync(join(root, 'schemas', name), 'utf8')) as Record<string, unknown>;
const productIds = Object.keys(parse(readFileSync(join(root, 'variants/_shared/products.yaml'), 'utf8')) as object).sort();

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of the properties an editor would show without a word of explanation. */
function undescribed(schema: unknown): string[] {
  const out: string[] = [];
  const described = (s: unknown): boolean =>
    isMap(s) && (typeof s.description === 'string' || typeof s.markdownDescription === 'string' || (Array.isArray(s.anyOf) && s.anyOf.some(described)));
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      for (const n of node) walk(n, path);
      return;
    }
    if (!isMap(node)) return;
    for (const [key, child] of Object.entries(node)) {
      // Data (examples, snippets, defaults, constants) and conditions (if) are not shown as fields.
      if (['examples', 'defaultSnippets', 'default', 'const', 'enum', 'if'].includes(key)) continue;
      if (key === 'properties' && isMap(child)) {
        for (const [name, property] of Object.entries(child)) {
          if (!described(property)) out.push(`${path}.${name}`);
          walk(property, `${path}.${name}`);
        }
      } else walk(child, key === 'items' ? `${path}[]` : path);
    }
  };
  walk(schema, '');
  return [...new Set(out)];
}

describe('descriptions in the generated schemas', () => {
  it.each(['variant.schema.json', 'site.schema.json', 'dialogs.schema.json'])('every property of %s says what it is for', (file) => {
    expect(undescribed(committed(file))).toEqual([]);
  });

  it('each block carries its fixtures as examples', () => {
    let hero: Json | undefined;
    const find = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const n of node) find(n);
        return;
      }
      if (!isMap(node) || hero) return;
      if (isMap(node.properties) && isMap(node.properties.type) && node.properties.type.const === 'hero') hero = node;
      else Object.values(node).forEach(find);
    };
    find(committed('variant.schema.json'));
    expect(hero?.examples).toEqual(Object.values(heroFixtures).map((fixture) => ({ type: 'hero', ...fixture })));
  });

  it('a product added to the catalogue is offered as soon as the schema is regenerated', () => {
    const editorBlocks = Object.values(blocks).map(({ type, description }) => ({ type, description, examples: [] }));
    const schema = editorVariantSchema(jsonSchemas.variant(), { blocks: editorBlocks, productIds: ['spring-sale'], shared: [] }) as {
      properties: { productId: { enum: string[] } };
    };
    expect(schema.properties.productId.enum).toEqual(['spring-sale']);
  });
});

/** A minimal LSP client: Content-Length framed JSON-RPC over the server's stdin and stdout. */
class LanguageServer {
  private buffer = Buffer.alloc(0);
  private nextId = 0;
  private readonly pending = new Map<number, (result: unknown) => void>();
  private readonly diagnostics = new Map<string, Diagnostic[]>();
  private readonly waiting = new Map<string, (d: Diagnostic[]) => void>();
  readonly process: ChildProcessWithoutNullStreams;

  constructor() {
    const bin = join(root, 'node_modules/yaml-language-server/bin/yaml-language-server');
    this.process = spawn(process.execPath, [bin, '--stdio']);
    this.process.stdout.on('data', (chunk: Buffer) => this.read(chunk));
  }

  private read(chunk: Buffer) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString())?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString()) as Json;
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.receive(message);
    }
  }

  private receive(message: Json) {
    const { id, method, params, result } = message as { id?: number; method?: string; params?: Json; result?: unknown };
    if (method === 'workspace/configuration') {
      const items = (params?.items ?? []) as { section?: string }[];
      this.send({ id, result: items.map((item) => (item.section === 'yaml' ? yamlSettings : null)) });
    } else if (method !== undefined && id !== undefined) {
      this.send({ id, result: null });
    } else if (method === 'textDocument/publishDiagnostics') {
      const { uri, diagnostics } = params as { uri: string; diagnostics: Diagnostic[] };
      this.diagnostics.set(uri, diagnostics);
      this.waiting.get(uri)?.(diagnostics);
    } else if (id !== undefined) {
      this.pending.get(id)?.(result);
      this.pending.delete(id);
    }
  }

  private send(message: Json) {
    const text = JSON.stringify({ jsonrpc: '2.0', ...message });
    this.process.stdin.write(`Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = ++this.nextId;
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (r: unknown) => void);
      this.send({ id, method, params });
    });
  }

  notify(method: string, params: unknown) {
    this.send({ method, params });
  }

  /** Opens a document and waits for the diagnostics the server publishes for it. */
  open(uri: string, text: string): Promise<Diagnostic[]> {
    const published = new Promise<Diagnostic[]>((resolve) => this.waiting.set(uri, resolve));
    this.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    return published;
  }
}

interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
}
interface CompletionItem {
  label: string;
  insertText?: string;
  textEdit?: { newText: string };
}

const yamlSettings = { validate: true, hover: true, completion: true, schemaStore: { enable: false } };

/** Diagnostics as an author reads them: "line:col message", 1-based like the command line. */
const shown = (diagnostics: Diagnostic[]) => diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`);

describe('yaml-language-server with schemas/variant.schema.json', () => {
  let server: LanguageServer;
  let workspace: string;
  let opened = 0;

  /** A variant in the workspace's variants/ folder, next to the copied schemas/, as in the project. */
  const variant = async (text: string) => {
    const uri = pathToFileURL(join(workspace, 'variants', `sample-${++opened}.yaml`)).href;
    writeFileSync(new URL(uri), text);
    const diagnostics = await server.open(uri, text);
    return { uri, diagnostics };
  };
  /** Where `marker` ends in `text`: the cursor an author would have after typing it. */
  const cursorAfter = (text: string, marker: string) => {
    const offset = text.indexOf(marker) + marker.length;
    const lines = text.slice(0, offset).split('\n');
    return { line: lines.length - 1, character: lines.at(-1)!.length };
  };

  beforeAll(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'landfall-editor-'));
    cpSync(join(root, 'schemas'), join(workspace, 'schemas'), { recursive: true });
    mkdirSync(join(workspace, 'variants'));
    server = new LanguageServer();
    const folder = pathToFileURL(workspace).href;
    await server.request('initialize', {
      processId: process.pid,
      rootUri: folder,
      workspaceFolders: [{ uri: folder, name: 'landfall' }],
      capabilities: {
        workspace: { configuration: true },
        textDocument: {
          completion: { completionItem: { snippetSupport: true, documentationFormat: ['markdown'] } },
          hover: { contentFormat: ['markdown'] },
        },
      },
    });
    server.notify('initialized', {});
    server.notify('workspace/didChangeConfiguration', { settings: { yaml: yamlSettings } });
  });

  afterAll(() => {
    server?.process.kill();
    if (workspace) rmSync(workspace, { recursive: true, force: true });
  });

  const page = (blocks: string, productId = 'founder-membership') => `# yaml-language-server: $schema=../schemas/variant.schema.json
route: /spring
locale: en
title: Spring offer
description: One line for search results and link previews.
productId: ${productId}
blocks:
${blocks}`;
  const hero = `  - type: hero
    headline: Own a home
    image: { src: /media/hero-home.jpg, width: 1280, height: 720 }
`;

  it("hovering type: hero shows the hero's description and its Storybook page, not only the schema's title", async () => {
    const text = page(hero);
    const { uri } = await variant(text);
    const hover = await server.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position: cursorAfter(text, 'type: he'),
    });
    expect(hover.contents.value).toContain('**hero**: Full-screen opening section: background video or image, headline, rotating words, countdown, buttons');
    expect(hover.contents.value).toContain('[See it in Storybook](http://localhost:6006/?path=/docs/blocks-hero--docs)');
  });

  it('completion after productId: lists the products of variants/_shared/products.yaml', async () => {
    const text = page(hero, '');
    const { uri } = await variant(text);
    const list = await server.request<{ items: CompletionItem[] }>('textDocument/completion', {
      textDocument: { uri },
      position: cursorAfter(text, 'productId: '),
    });
    expect(list.items.map((i) => i.label).sort()).toEqual(productIds);
  });

  it('completion in the blocks list offers a snippet per block that fills in its required keys', async () => {
    const text = page(`${hero}  - `);
    const { uri } = await variant(text);
    const list = await server.request<{ items: CompletionItem[] }>('textDocument/completion', {
      textDocument: { uri },
      position: cursorAfter(text, 'width: 1280, height: 720 }\n  - '),
    });
    const snippet = list.items.find((i) => i.label === 'hero' && (i.insertText ?? i.textEdit?.newText)?.startsWith('type: hero'));
    expect(snippet?.insertText ?? snippet?.textEdit?.newText).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ${1:src} is an LSP snippet tab stop, not a JavaScript placeholder
      'type: hero\n  image:\n    src: ${1:src}\n    width: 1\n    height: 1\n  headline: ${2:headline}',
    );
    const offered = new Set(list.items.map((i) => i.label));
    // Both shelves: the library's blocks and the site's own.
    const types = ['src/blocks', 'src/site/blocks'].flatMap((shelf) =>
      readdirSync(join(root, shelf), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
    expect(types).toContain('plot-board');
    expect(types.filter((t) => !offered.has(t))).toEqual([]);
  });

  it('a misspelled key is underlined where it is typed', async () => {
    const { diagnostics } = await variant(page(`${hero}    headine: Typo\n`));
    expect(shown(diagnostics)).toEqual(['11:5 Property headine is not allowed.']);
  });

  it('an unknown productId is underlined, on the page and on a pay button', async () => {
    const text = page(`${hero}    buttons:\n      - { label: Pay, action: { kind: pay, productId: nope } }\n`, 'founder-membershp');
    const { diagnostics } = await variant(text);
    const accepted = `Value is not accepted. Valid values: ${productIds.map((id) => `"${id}"`).join(', ')}.`;
    expect(shown(diagnostics)).toEqual([`6:12 ${accepted}`, `12:55 ${accepted}`]);
  });

  it('a $ref in the blocks list without type: is underlined, as the command line refuses it', async () => {
    const { diagnostics } = await variant(page(`${hero}  - $ref: "footer#/en"\n`));
    expect(shown(diagnostics)).toEqual(['11:5 Missing property "type".']);
  });

  it('a $ref in the blocks list must name a map written for that block type', async () => {
    const { diagnostics } = await variant(page(`${hero}  - type: footer\n    $ref: "faq#/en"\n`));
    expect(shown(diagnostics)).toHaveLength(1);
    expect(shown(diagnostics)[0]).toMatch(/^12:11 Value is not accepted\. Valid values: .*"footer#\/en".*\.$/);
    expect(shown(diagnostics)[0]).not.toContain('"faq#/en"');
  });

  it('a $ref to a shared file that does not exist is underlined', async () => {
    const { diagnostics } = await variant(page(`${hero}    buttons: { $ref: "no-such-file#/en" }\n`));
    expect(shown(diagnostics)).toHaveLength(1);
    expect(shown(diagnostics)[0]).toMatch(/^11:22 Value is not accepted\. Valid values: "amenities", "amenities#\/en", /);
  });

  it('a $ref into a list is left to the command line, which resolves it', async () => {
    const faq = `  - type: faq\n    heading: Questions\n    items:\n      - $ref: "faq#/en/items/0"\n      - { question: Why?, answer: Because. }\n`;
    const { diagnostics } = await variant(page(faq));
    expect(shown(diagnostics)).toEqual([]);
  });

  it('every committed variant opens without a diagnostic (the editor refuses nothing the command line accepts)', async () => {
    const dir = join(root, 'variants');
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    const results = await Promise.all(
      files.map(async (file) => {
        const uri = pathToFileURL(join(workspace, 'variants', file)).href;
        return { file, problems: shown(await server.open(uri, readFileSync(join(dir, file), 'utf8'))) };
      }),
    );
    expect(results.filter((r) => r.problems.length)).toEqual([]);
  });
});
