import { isMap, type SourceFile } from './resolve';

/** What a file reads from others: the variant it extends and the shared files its $refs name. */
export interface Links {
  parent: unknown;
  refs: string[];
}

export function linksOf(value: unknown): Links {
  const refs = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isMap(node)) {
      if (typeof node.$ref === 'string') refs.add(node.$ref.split('#')[0] ?? '');
      Object.values(node).forEach(walk);
    }
  };
  walk(value);
  return { parent: isMap(value) ? value.extends : undefined, refs: [...refs] };
}

/**
 * Variants joined by `extends`, checked together and cached as one unit. They cannot be cached
 * page by page: a child shares the objects it inherits with its parent, and filling `{price}`
 * in one page writes into those shared objects, so the pages of a family see each other's
 * results in file order. Different families share nothing.
 */
export interface Family {
  members: SourceFile[];
  /** Everything the family's pages read: reuse its result only while these are the same. */
  deps: unknown[];
}

export function groupFamilies(variants: Map<string, SourceFile>, shared: Map<string, SourceFile>, links: (source: SourceFile) => Links): Family[] {
  const leader = new Map<string, string>();
  const find = (name: string): string => {
    const up = leader.get(name) ?? name;
    if (up === name) return name;
    const top = find(up);
    leader.set(name, top);
    return top;
  };
  const join = (a: string, b: string) => leader.set(find(a), find(b));
  const names = [...variants.keys()];
  // Those whose "did you mean" lists every variant, or whose parent is only known once resolved.
  const readsAllNames = new Set<string>();
  for (const source of variants.values()) {
    const { parent } = links(source);
    if (parent === undefined) continue;
    if (typeof parent === 'string' && variants.has(parent)) join(source.name, parent);
    else if (typeof parent === 'string') readsAllNames.add(source.name);
    else {
      // An `extends` made of a $ref names its parent only after resolving: one family for all.
      for (const name of names) join(source.name, name);
      readsAllNames.add(source.name);
    }
  }

  const families = new Map<string, SourceFile[]>();
  for (const source of variants.values()) {
    const key = find(source.name);
    const members = families.get(key);
    if (members) members.push(source);
    else families.set(key, [source]);
  }
  return [...families.values()].map((members) => {
    const deps: unknown[] = [...members, '|'];
    const seen = new Set<string>();
    const queue = members.flatMap((m) => links(m).refs);
    let missingShared = false;
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (seen.has(name)) continue;
      seen.add(name);
      const file = shared.get(name);
      deps.push(name, file);
      if (file) queue.push(...links(file).refs);
      else missingShared = true;
    }
    deps.push('|', missingShared ? [...shared.keys()].join('\n') : '');
    deps.push(members.some((m) => readsAllNames.has(m.name)) ? names.join('\n') : '');
    return { members, deps };
  });
}

/**
 * The files one page reads: its own, the variants it extends, and every shared file their
 * `$ref`s reach. The dev server stops a page on an error in any of them, and no other page.
 * `filesNamed` lists every file of a name, parsed or not (a file that is not YAML is still read).
 */
export function filesRead(
  name: string,
  variants: Map<string, SourceFile>,
  shared: Map<string, SourceFile>,
  links: (source: SourceFile) => Links,
  filesNamed: { variants: Map<string, string[]>; shared: Map<string, string[]> },
): string[] {
  const files = new Set<string>();
  const queue: string[] = [];
  const chain = new Set<string>();
  for (let next: unknown = name; typeof next === 'string' && !chain.has(next); ) {
    chain.add(next);
    for (const file of filesNamed.variants.get(next) ?? []) files.add(file);
    const source = variants.get(next);
    if (!source) break;
    const { parent, refs } = links(source);
    queue.push(...refs);
    next = parent;
  }
  const seen = new Set<string>();
  for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
    if (seen.has(ref)) continue;
    seen.add(ref);
    for (const file of filesNamed.shared.get(ref) ?? [`variants/_shared/${ref}.yaml`]) files.add(file);
    const source = shared.get(ref);
    if (source) queue.push(...links(source).refs);
  }
  return [...files];
}
