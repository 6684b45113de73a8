import { ArrowUpRight, Link2 } from 'lucide-react';
import { Link, useInRouterContext } from 'react-router-dom';
import type { YamlPath } from '../../../editor/yaml-edit';
import { ProblemList } from './field-frame';
import { controlId, type FieldProps, useForm } from './form-context';
import { hasProblemWithin, problemsAt } from './form-problems';
import { GroupFrame } from './group-frame';
import { layoutOf, ObjectBody, type ObjectLayout, objectProblems } from './object-field';
import { isMap, type JsonSchema, pickBranch, tagOf } from './schema-walk';

/** The content a shared value stands for, when its keys can be overridden here (a map), and how its overrides are laid out. */
export function overridesOf(schema: unknown, value: unknown, path: YamlPath, form: ReturnType<typeof useForm>, omit: readonly string[] = []) {
  const real = pickBranch(schema, value, form.root, { shared: false });
  if (!isMap(real.properties)) return undefined;
  return { real, layout: layoutOf(real, value, path, form.problems, true, omit), tag: tagOf(schema, form.root) };
}

/** "Shared: main-offer#/en/pricing", a link to the shared file's editor, and what the keys beside it do. */
export function SharedChip({ reference, path, overridable }: { reference: string; path: YamlPath; overridable: boolean }) {
  const form = useForm();
  const href = form.sharedHref?.(reference);
  const id = controlId(form.idPrefix, [...path, '$ref']);
  return (
    <div className="min-w-0 space-y-1.5 rounded-md border border-lagoon/25 bg-lagoon/5 p-2.5">
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        <span className="inline-flex min-w-0 max-w-full items-center gap-1.5 rounded-full border border-lagoon/30 bg-white px-2.5 py-0.5 text-xs font-medium text-ocean">
          <Link2 aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="min-w-0 break-all">Shared: {reference}</span>
        </span>
        {href && <SharedLink href={href} />}
      </div>
      <p className="text-xs leading-snug text-ink/65">
        {overridable
          ? 'The rest comes from the shared file. The fields below change it on this page only; edit the shared file to change it on every page.'
          : 'This comes from the shared file; edit the shared file to change it on every page.'}
      </p>
      <ProblemList id={id} problems={problemsAt(form.problems, [...path, '$ref'])} />
    </div>
  );
}

/** Inside the studio's router a link that keeps the page's state; drawn alone (a story, a test) a plain link. */
function SharedLink({ href }: { href: string }) {
  const inRouter = useInRouterContext();
  const className = 'inline-flex items-center gap-0.5 text-xs font-medium text-lagoon underline-offset-2 hover:underline';
  const text = (
    <>
      Edit shared file
      <ArrowUpRight aria-hidden="true" className="size-3.5" />
    </>
  );
  return inRouter ? (
    <Link to={href} className={className}>
      {text}
    </Link>
  ) : (
    <a href={href} className={className}>
      {text}
    </a>
  );
}

/** The chip, then the keys written beside `$ref` (each optional: they override the shared content). */
export function SharedBody({
  reference,
  value,
  path,
  childDepth,
  overrides,
}: {
  reference: string;
  value: unknown;
  path: YamlPath;
  childDepth: number;
  overrides: { real: JsonSchema; layout: ObjectLayout; tag: ReturnType<typeof tagOf> } | undefined;
}) {
  return (
    <div className="min-w-0 space-y-3">
      <SharedChip reference={reference} path={path} overridable={overrides !== undefined} />
      {overrides && (
        <ObjectBody branch={overrides.real} value={value} path={path} childDepth={childDepth} partial layout={overrides.layout} tag={overrides.tag} />
      )}
    </div>
  );
}

/** A value of a field written as `{ $ref: … }`: its name, the chip and its overrides. */
export function SharedField(props: FieldProps & { reference: string; help: string | undefined }) {
  const form = useForm();
  const { schema, value, path, label, required, depth, item, help, reference } = props;
  const overrides = overridesOf(schema, value, path, form);
  const problems = overrides ? objectProblems(form.problems, path, overrides.layout) : problemsAt(form.problems, path, (key) => key === '$ref');
  return (
    <GroupFrame
      id={controlId(form.idPrefix, path)}
      label={item?.name ?? label}
      required={required}
      help={item ? undefined : help}
      problems={problems}
      summary={`Shared: ${reference}`}
      fold={!item && depth >= 1}
      hasProblem={hasProblemWithin(form.problems, path)}
      onRemove={props.onRemove}
      actions={item?.actions}
    >
      <SharedBody reference={reference} value={value} path={path} childDepth={depth + 1} overrides={overrides} />
    </GroupFrame>
  );
}
