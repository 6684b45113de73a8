import type { YamlPath } from '../../../editor/yaml-edit';
import { dataPath } from './schema-walk';

export type Problems = ReadonlyMap<string, string[]>;

/** Where `key` lies below `at` ("blocks[0]" and "blocks[0].image.src" → "image" and ".image.src"), or undefined when it does not. */
function below(at: string, key: string): { first: string | number; rest: string } | undefined {
  if (!key.startsWith(at) || key === at) return undefined;
  const rest = key.slice(at.length);
  if (at && rest[0] !== '.' && rest[0] !== '[') return undefined;
  const index = /^\[(\d+)\]/.exec(rest);
  if (index) return { first: Number(index[1]), rest };
  const name = /^\.?([^.[]+)/.exec(rest);
  return name ? { first: name[1]!, rest } : undefined;
}

/**
 * The validator's messages to show at `path`: those for it, then those for a place below it that
 * no field drawn below shows (`drawnBelow` says which children are drawn), each saying where.
 */
export function problemsAt(problems: Problems, path: YamlPath, drawnBelow: (segment: string | number) => boolean = () => false): string[] {
  const at = dataPath(path);
  const out = [...(problems.get(at) ?? [])];
  for (const [key, messages] of problems) {
    const place = below(at, key);
    if (!place || drawnBelow(place.first)) continue;
    const where = place.rest.replace(/^\./, '');
    out.push(...messages.map((message) => `${where}: ${message}`));
  }
  return out;
}

/** Whether the validator names `path` or a place below it (a collapsed group opens for it). */
export function hasProblemWithin(problems: Problems, path: YamlPath): boolean {
  const at = dataPath(path);
  for (const key of problems.keys()) if (key === at || below(at, key)) return true;
  return false;
}
