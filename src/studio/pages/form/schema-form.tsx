import { type JSX, useMemo } from 'react';
import type { ProductChoice } from '../../../editor/pages-contract';
import type { YamlPath } from '../../../editor/yaml-edit';
import { ProblemList } from './field-frame';
import { controlId, FormContext, type FormContextValue, type FormEdits, useForm } from './form-context';
import { problemsAt } from './form-problems';
import { layoutOf, ObjectBody, objectProblems } from './object-field';
import { humanise, isMap, isSharedValue, type JsonSchema, pickBranch, tagOf, widgetOf } from './schema-walk';
import { overridesOf, SharedBody } from './shared-value';
import { ValueField } from './value-field';

export type { FormEdits } from './form-context';
export type { JsonSchema } from './schema-walk';

export interface SchemaFormProps {
  /** Schema of `value` (e.g. one block's schema, or the page's root schema restricted to some keys). */
  schema: JsonSchema;
  /** The whole schema file, for "#/$defs/..." references. */
  root: JsonSchema;
  value: unknown;
  /** Where `value` is in the file: edits are reported at paths below it. */
  path: YamlPath;
  /** Validator messages by data path written as the validator writes it: "blocks[3].price", "title". */
  problems: ReadonlyMap<string, string[]>;
  products: readonly ProductChoice[];
  edits: FormEdits;
  /** Keys of an object not to draw (the parent draws them elsewhere, e.g. "blocks", "type", "id"). */
  omit?: readonly string[];
  /** href of the editor of a shared file, given a $ref like "main-offer#/en/pricing"; undefined when unknown. */
  sharedHref?: (ref: string) => string | undefined;
  readOnly?: boolean;
  /** Prefix for element ids, unique per form on the page. */
  idPrefix: string;
}

const NO_KEYS: readonly string[] = [];

/**
 * The fields of one page's or one block's data, drawn from its JSON Schema: a control per key,
 * lists with their items, shared values as a chip with their overrides. Every change is reported
 * through `edits` at its path in the file; the page editor makes it and passes the new value back.
 */
export function SchemaForm(props: SchemaFormProps): JSX.Element {
  const { root, problems, products, edits, sharedHref, readOnly = false, idPrefix } = props;
  const context = useMemo<FormContextValue>(
    () => ({ root, problems, products, productIds: products.map((p) => p.id), edits, sharedHref, readOnly, idPrefix, Field: ValueField }),
    [root, problems, products, edits, sharedHref, readOnly, idPrefix],
  );
  return (
    <FormContext.Provider value={context}>
      <div data-slot="schema-form" className="min-w-0 space-y-3 text-ink">
        <FormBody schema={props.schema} value={props.value} path={props.path} omit={props.omit ?? NO_KEYS} />
      </div>
    </FormContext.Provider>
  );
}

/** The form's own value: a map's fields without a frame (the editor names the block or page around them). */
function FormBody({ schema, value, path, omit }: { schema: JsonSchema; value: unknown; path: YamlPath; omit: readonly string[] }) {
  const form = useForm();
  const id = controlId(form.idPrefix, path);
  if (isSharedValue(value)) {
    const overrides = overridesOf(schema, value, path, form, omit);
    const problems = overrides
      ? objectProblems(form.problems, path, overrides.layout)
      : problemsAt(form.problems, path, (key) => key === '$ref' || (typeof key === 'string' && omit.includes(key)));
    return (
      <>
        <ProblemList id={id} problems={problems} />
        <SharedBody reference={value.$ref} value={value} path={path} childDepth={0} overrides={overrides} />
      </>
    );
  }
  const branch = pickBranch(schema, value, form.root);
  const last = path.at(-1);
  if ((value === undefined || isMap(value)) && widgetOf(branch, last ?? '', value ?? {}, form.productIds, form.root) === 'object') {
    const layout = layoutOf(branch, value, path, form.problems, false, omit);
    return (
      <>
        <ProblemList id={id} problems={objectProblems(form.problems, path, layout)} />
        <ObjectBody branch={branch} value={value} path={path} childDepth={0} partial={false} layout={layout} tag={tagOf(schema, form.root)} />
      </>
    );
  }
  const label = last === undefined ? 'Value' : typeof last === 'number' ? `Item ${last + 1}` : humanise(last);
  return <ValueField schema={schema} value={value} path={path} label={label} present={value !== undefined} required={false} depth={0} partial={false} />;
}
