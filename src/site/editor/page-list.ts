import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parse } from 'yaml';
import type { PageExperimentUse, PageList, PageProblem } from '../../editor/pages-contract';
import type { AuthorError } from '../../engine/errors';
import { readYamlDir } from '../../engine/site-cache';
import type { SiteRun } from '../../render/site-pipeline';

/** A validator's error as the editor shows it: the position as data, 0 where it has none. */
export function pageProblem(error: AuthorError): PageProblem {
  return { file: error.pos?.file ?? '', line: error.pos?.line ?? 0, col: error.pos?.col ?? 0, path: error.path, message: error.message };
}

/** The variant a file's text extends, read from the text itself, so a broken page still says it. */
function extendsIn(path: string): string | null {
  try {
    const value: unknown = parse(readFileSync(path, 'utf8'));
    const parent = value && typeof value === 'object' && 'extends' in value ? value.extends : undefined;
    return typeof parent === 'string' ? parent : null;
  } catch {
    return null;
  }
}

/**
 * Every variant of a site run as the studio lists it: route, language and title as resolved
 * (a broken page keeps the route it asks for), what it extends, the experiments it is an arm of,
 * and the mistakes in its file or in what it reads; the shared files apart, by name.
 */
export function pageList(run: SiteRun, { variantsDir, writable }: { variantsDir: string; writable: boolean }): PageList {
  const { site, errors, experiments } = run;
  const uses = (name: string): PageExperimentUse[] =>
    experiments.experiments.flatMap(({ id, file, data }) => data.arms.filter((arm) => arm.variant === name).map((arm) => ({ name: id, file, arm: arm.name })));
  const pages = site.variantFiles.map(({ file, route, reads }) => {
    const name = basename(file, extname(file));
    const page = site.pages.find((p) => p.file === file)?.data;
    const read = new Set(reads);
    return {
      file,
      name,
      route: page?.route ?? route ?? null,
      locale: page?.locale ?? null,
      title: page?.title ?? null,
      extends: extendsIn(join(variantsDir, basename(file))),
      experiments: uses(name),
      reads: reads.filter((read) => read !== file),
      problems: errors.filter((error) => error.pos && read.has(error.pos.file)).map(pageProblem),
    };
  });
  const shared = readYamlDir(join(variantsDir, '_shared'), 'variants/_shared').map(({ name, file }) => ({ name, file }));
  return { writable, pages, shared };
}
