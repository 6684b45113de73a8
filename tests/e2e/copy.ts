// Shared by the browser tests and the prerender unit test; imports nothing, so both runners load it.

/** The strings under these keys anywhere in value, as a reader sees them (no emphasis marks, one space). */
export function collectCopy(value: unknown, keys: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (node: unknown, key = '') => {
    if (typeof node === 'string') {
      if (keys.has(key) && !node.startsWith('/'))
        out.push(
          node
            .replace(/\*\*|__/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        );
    } else if (Array.isArray(node)) for (const v of node) walk(v, key);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
  };
  walk(value);
  return out.filter(Boolean);
}
