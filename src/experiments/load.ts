import { join } from 'node:path';
import { authorError, sortErrors, type AuthorError } from '../engine/errors';
import { readYamlDir } from '../engine/site-cache';
import { parseYamlFile } from '../engine/source';
import { issuesToErrors } from '../engine/union-tags';
import { crossCheck, type PageRef } from './cross-checks';
import { experimentNamePattern, experimentSchema, experimentSchemaComment, type LoadedExperiment } from './schema';

export interface ExperimentsLoad {
  experiments: LoadedExperiment[];
  errors: AuthorError[];
  /** The routes that broken experiment files name, as far as they can be read: the dev server shows their errors there. */
  brokenRoutes: string[];
}

/**
 * Reads, validates and cross-checks every `experiments/*.yaml` against the site's pages; never
 * throws on bad content. `variantNames` are all variant files, valid or not, so an arm naming a
 * variant that is broken is left to that variant's own errors instead of "no such variant".
 */
export function loadExperiments({
  root,
  experimentsDir = join(root, 'experiments'),
  pages,
  variantNames,
}: {
  root: string;
  experimentsDir?: string;
  pages: readonly PageRef[];
  variantNames: readonly string[];
}): ExperimentsLoad {
  const errors: AuthorError[] = [];
  const valid: LoadedExperiment[] = [];
  const routeOfFile = new Map<string, string>();
  for (const { name, file, text } of readYamlDir(experimentsDir, 'experiments').filter((f) => f.file.endsWith('.yaml'))) {
    const { value, syntaxErrors, firstLine } = parseYamlFile(file, text);
    errors.push(...syntaxErrors);
    if (syntaxErrors.length) continue;
    const route = (value as { route?: unknown } | null)?.route;
    if (typeof route === 'string') routeOfFile.set(file, route);
    if (!experimentNamePattern.test(name)) errors.push(authorError('ExperimentName', { file, line: 1, col: 1 }, '', { name }));
    if (firstLine.trim() !== experimentSchemaComment) {
      errors.push(authorError('MissingSchemaComment', { file, line: 1, col: 1 }, '', { yamlLine: experimentSchemaComment }));
    }
    const result = experimentSchema.safeParse(value, { reportInput: true });
    if (!result.success) errors.push(...issuesToErrors(experimentSchema, value, result.error.issues));
    else valid.push({ id: name, file, data: result.data, located: value });
  }
  errors.push(...crossCheck(valid, pages, variantNames));
  // A route with a broken experiment file keeps its page as it is: no arms until the file is mended.
  const brokenRoutes = [...new Set(errors.flatMap((error) => (error.pos && routeOfFile.get(error.pos.file)) ?? []))].sort();
  return { experiments: errors.length ? [] : valid, errors: sortErrors(errors), brokenRoutes };
}
