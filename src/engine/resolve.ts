import { copyMemberLocation, locate, setLocation } from './source';
import { authorError, type AuthorError, type ErrorCode, type ErrorParams, type Pos } from './errors';
import { didYouMean } from './suggest';
import { copyRefOrigin, refOrigin, setRefOrigin } from './ref-origins';

export interface SourceFile {
  name: string;
  file: string;
  value: unknown;
}

type Json = Record<string, unknown>;

export function isMap(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function carry<T extends object>(from: object, to: T): T {
  const self = locate(from);
  if (self) setLocation(to, self);
  return to;
}

/** The variants a page extends, nearest first, so a copy can be told from its original. */
const lineages = new WeakMap<object, string[]>();

export function lineageOf(page: object): string[] {
  return lineages.get(page) ?? [];
}

/** Objects merge key by key; anything else (lists included) is replaced by the override. */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (!isMap(base) || !isMap(over)) return over;
  const out: Json = carry(locate(over) ? over : base, {});
  copyRefOrigin(refOrigin(over) ? over : base, out);
  for (const [key, value] of Object.entries(base)) {
    out[key] = value;
    copyMemberLocation(base, key, out, key);
  }
  for (const [key, value] of Object.entries(over)) {
    out[key] = key in base ? deepMerge(base[key], value) : value;
    copyMemberLocation(over, key, out, key);
  }
  return out;
}

export class Resolver {
  readonly errors: AuthorError[] = [];
  private readonly resolved = new Map<string, unknown>();

  constructor(
    private readonly variants: Map<string, SourceFile>,
    private readonly shared: Map<string, SourceFile>,
  ) {}

  private fail<C extends ErrorCode>(code: C, pos: Pos | undefined, path: string, params: ErrorParams<C>) {
    this.errors.push(authorError(code, pos, path, params));
  }

  /** Replaces every `$ref` with a fresh copy of what it names; sibling keys override it. */
  resolveRefs(value: unknown, path: string, stack: string[] = []): unknown {
    if (Array.isArray(value)) {
      const out = carry(value, [] as unknown[]);
      value.forEach((item, index) => {
        out.push(this.resolveRefs(item, `${path}[${index}]`, stack));
        copyMemberLocation(value, index, out, index);
      });
      return out;
    }
    if (!isMap(value)) return value;
    if ('$ref' in value) {
      const { $ref, ...siblings } = value;
      const target = this.lookup($ref, value, path, stack);
      if (target === undefined) return undefined;
      const inner = this.resolveRefs(target.value, path, [...stack, target.key]);
      const pos = locate(value, '$ref');
      const origin = pos && { pos, ref: target.key };
      if (Object.keys(siblings).length === 0) {
        if (origin) setRefOrigin(inner, origin);
        return inner;
      }
      const overrides = carry(value, {} as Json);
      for (const [key, sibling] of Object.entries(siblings)) {
        overrides[key] = this.resolveRefs(sibling, `${path}.${key}`, stack);
        copyMemberLocation(value, key, overrides, key);
      }
      const merged = deepMerge(inner, overrides);
      if (origin) setRefOrigin(merged, origin);
      return merged;
    }
    const out = carry(value, {} as Json);
    for (const [key, member] of Object.entries(value)) {
      out[key] = this.resolveRefs(member, path ? `${path}.${key}` : key, stack);
      copyMemberLocation(value, key, out, key);
    }
    return out;
  }

  private lookup(ref: unknown, holder: Json, path: string, stack: string[]) {
    const pos = locate(holder, '$ref');
    if (typeof ref !== 'string' || !/^[a-z0-9-]+(#\/.*)?$/.test(ref)) {
      this.fail('UnresolvedRef', pos, path, { badRef: ref });
      return undefined;
    }
    if (stack.includes(ref)) {
      this.fail('UnresolvedRef', pos, path, { ref, through: stack });
      return undefined;
    }
    const [fileName = '', pointer = ''] = ref.split('#');
    const source = this.shared.get(fileName);
    if (!source) {
      this.fail('UnresolvedRef', pos, path, { sharedFile: fileName, suggestion: didYouMean(fileName, [...this.shared.keys()]) });
      return undefined;
    }
    let current: unknown = source.value;
    for (const raw of pointer.split('/').slice(1)) {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      const keys = Array.isArray(current) ? current.map((_, i) => String(i)) : isMap(current) ? Object.keys(current) : [];
      if (!keys.includes(segment)) {
        this.fail('UnresolvedRef', pos, path, { ref, segment, file: source.file, suggestion: didYouMean(segment, keys) });
        return undefined;
      }
      current = Array.isArray(current) ? current[Number(segment)] : (current as Json)[segment];
    }
    return { key: ref, value: current };
  }

  /** A variant with refs resolved, its parent merged in and its block overrides applied. */
  resolveVariant(name: string, chain: string[] = []): Json | undefined {
    if (this.resolved.has(name)) return this.resolved.get(name) as Json | undefined;
    const source = this.variants.get(name);
    if (!source || !isMap(source.value)) return undefined;
    const own = this.resolveRefs(source.value, '');
    if (!isMap(own)) return undefined;
    const { extends: parentName, overrides, ...rest } = own;
    carry(own, rest);
    for (const key of Object.keys(rest)) copyMemberLocation(own, key, rest, key);

    let page: Json = rest;
    let lineage: string[] = [];
    if (parentName !== undefined) {
      const parent = this.resolveParent(parentName, own, name, chain);
      if (!parent) {
        this.resolved.set(name, undefined);
        return undefined;
      }
      page = deepMerge(parent, rest) as Json;
      lineage = [String(parentName), ...lineageOf(parent)];
    }
    if (overrides !== undefined) page = this.applyOverrides(page, overrides, own);
    lineages.set(page, lineage);
    this.resolved.set(name, page);
    return page;
  }

  private resolveParent(parentName: unknown, own: Json, name: string, chain: string[]): Json | undefined {
    const pos = locate(own, 'extends');
    if (typeof parentName !== 'string' || !this.variants.has(parentName)) {
      this.fail('UnknownExtends', pos, 'extends', { name: String(parentName), suggestion: didYouMean(String(parentName), [...this.variants.keys()]) });
      return undefined;
    }
    if (chain.includes(parentName) || parentName === name) {
      this.fail('ExtendsCycle', pos, 'extends', { name, chain: [...chain, name, parentName] });
      return undefined;
    }
    return this.resolveVariant(parentName, [...chain, name]);
  }

  private applyOverrides(page: Json, overrides: unknown, own: Json): Json {
    if (!isMap(overrides) || !Array.isArray(page.blocks)) return page;
    const blocks = carry(page.blocks, [...page.blocks]);
    for (const i of page.blocks.keys()) copyMemberLocation(page.blocks, i, blocks, i);
    const ids = blocks.map((block) => (isMap(block) && typeof block.id === 'string' ? block.id : undefined));
    for (const [id, patch] of Object.entries(overrides)) {
      const index = ids.indexOf(id);
      if (index < 0) {
        const known = ids.filter((x): x is string => x !== undefined);
        this.fail('UnknownOverride', locate(overrides, id) ?? locate(own, 'overrides'), `overrides.${id}`, { id, suggestion: didYouMean(id, known) });
        continue;
      }
      blocks[index] = deepMerge(blocks[index], patch);
    }
    const out = carry(page, { ...page, blocks });
    for (const key of Object.keys(page)) copyMemberLocation(page, key, out, key);
    return out;
  }
}
