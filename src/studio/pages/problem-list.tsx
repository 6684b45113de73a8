import type { PageProblem } from '../../editor/pages-contract';

/** The problems of this file by the path they name, for the form; the others apart. */
export function problemsByPath(problems: readonly PageProblem[], file: string) {
  const here = new Map<string, string[]>();
  const elsewhere: PageProblem[] = [];
  for (const problem of problems) {
    if (problem.file !== file) {
      elsewhere.push(problem);
      continue;
    }
    here.set(problem.path, [...(here.get(problem.path) ?? []), problem.message]);
  }
  return { here, elsewhere };
}

/** The validator's mistakes in this file, each a link to the field it names. */
export function ProblemList({ problems }: { problems: PageProblem[] }) {
  return (
    <section aria-label="Problems in this file" className="rounded-lg border border-danger/30 bg-red-50 p-3 text-sm">
      <p className="font-medium text-danger">{problems.length === 1 ? '1 problem in this file' : `${problems.length} problems in this file`}</p>
      <ul className="mt-1 space-y-0.5 font-mono text-xs">
        {problems.map((p) => (
          <li key={`${p.line}:${p.col}:${p.message}`}>
            <a
              href={`#${p.path}`}
              onClick={(event) => {
                event.preventDefault();
                const field = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(p.path)}"]`);
                field?.focus();
                field?.scrollIntoView({ block: 'center' });
              }}
              className="text-ink underline-offset-2 hover:underline"
            >{`${p.line}:${p.col} ${p.path ? `${p.path}: ` : ''}${p.message}`}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
