import { Plus } from 'lucide-react';
import type { YamlPath } from '../../../editor/yaml-edit';
import { studioControl } from '../../ui/field';
import { describedBy, FieldFrame } from './field-frame';
import { controlId, type FieldProps, type FormContextValue, useForm } from './form-context';
import { hasProblemWithin, type Problems, problemsAt } from './form-problems';
import { GroupFrame } from './group-frame';
import { helpOf, humanise, isMap, type JsonSchema, propertiesOf, requiredOf, type Scalar, startingValue, type Tag } from './schema-walk';
import { summaryOf } from './form-labels';

/** Which keys of a map are drawn (in the schema's order), which can be added, and which the validator calls unknown. */
export interface ObjectLayout {
  drawn: string[];
  addable: string[];
  unknown: string[];
  required: ReadonlySet<string>;
  /** Keys drawn elsewhere (the form's `omit`, and `$ref`, which the shared chip shows). */
  elsewhere: ReadonlySet<string>;
}

export function layoutOf(branch: JsonSchema, value: unknown, path: YamlPath, problems: Problems, partial: boolean, omit: readonly string[] = []): ObjectLayout {
  const properties = propertiesOf(branch);
  const map = isMap(value) ? value : {};
  const required = new Set(partial ? [] : requiredOf(branch, map));
  const elsewhere = new Set([...omit, '$ref']);
  const keys = Object.keys(properties).filter((key) => !elsewhere.has(key));
  return {
    drawn: keys.filter((key) => key in map || required.has(key)),
    addable: keys.filter((key) => !(key in map) && !required.has(key)),
    // A key the schema does not know is drawn only when the validator names it, with a way to remove it.
    unknown: Object.keys(map).filter((key) => !(key in properties) && !elsewhere.has(key) && hasProblemWithin(problems, [...path, key])),
    required,
    elsewhere,
  };
}

/** The validator's words for a map: its own, and those below it that no drawn field shows. */
export const objectProblems = (problems: Problems, path: YamlPath, layout: ObjectLayout) =>
  problemsAt(problems, path, (key) => typeof key === 'string' && (layout.drawn.includes(key) || layout.unknown.includes(key) || layout.elsewhere.has(key)));

/** A map with known keys, in a fieldset (or folded, deeper down). */
export function ObjectField(props: FieldProps & { branch: JsonSchema; help: string | undefined; tag: Tag | undefined }) {
  const form = useForm();
  const { branch, value, path, label, required, depth, partial, item, help } = props;
  const layout = layoutOf(branch, value, path, form.problems, partial);
  const id = controlId(form.idPrefix, path);
  return (
    <GroupFrame
      id={id}
      label={item?.name ?? label}
      required={required}
      help={item ? undefined : help}
      problems={objectProblems(form.problems, path, layout)}
      summary={item || depth >= 1 ? summaryOf(value) : undefined}
      fold={!item && depth >= 1}
      hasProblem={hasProblemWithin(form.problems, path)}
      onRemove={props.onRemove}
      actions={item?.actions}
    >
      <ObjectBody branch={branch} value={value} path={path} childDepth={depth + 1} partial={partial} layout={layout} tag={props.tag} />
    </GroupFrame>
  );
}

/** The fields of a map, then a row of buttons adding the optional keys it leaves out. */
export function ObjectBody(props: {
  branch: JsonSchema;
  value: unknown;
  path: YamlPath;
  childDepth: number;
  partial: boolean;
  layout: ObjectLayout;
  tag: Tag | undefined;
}) {
  const form = useForm();
  const { branch, path, childDepth, partial, layout, tag } = props;
  const value = isMap(props.value) ? props.value : {};
  const properties = propertiesOf(branch);
  const { Field } = form;
  const removable = (key: string) => (form.readOnly || layout.required.has(key) || !(key in value) ? undefined : () => form.edits.deleteKey(path, key));
  return (
    <div className="min-w-0 space-y-3">
      {layout.drawn.map((key) =>
        tag && key === tag.key ? (
          <TagSelect key={key} tag={tag} value={value} path={path} required={layout.required.has(key)} onRemove={removable(key)} />
        ) : (
          <Field
            key={key}
            schema={properties[key]}
            value={value[key]}
            path={[...path, key]}
            label={humanise(key)}
            present={key in value}
            required={layout.required.has(key)}
            depth={childDepth}
            partial={partial}
            onRemove={removable(key)}
            imageAlt={key === 'src' && typeof value.alt === 'string' ? value.alt : undefined}
          />
        ),
      )}
      {layout.unknown.map((key) => (
        <Field
          key={key}
          schema={{ description: 'Not a field here: remove it, or correct its name.' }}
          value={value[key]}
          path={[...path, key]}
          label={key}
          present
          required={false}
          depth={childDepth}
          partial={partial}
          onRemove={removable(key)}
        />
      ))}
      {!form.readOnly && layout.addable.length > 0 && <AddFields keys={layout.addable} properties={properties} path={path} form={form} />}
    </div>
  );
}

function AddFields({ keys, properties, path, form }: { keys: string[]; properties: Record<string, unknown>; path: YamlPath; form: FormContextValue }) {
  return (
    <fieldset className="min-w-0 border-t border-dashed border-stone-200 pt-2">
      <legend className="float-left mr-1.5 flex h-7 items-center text-xs text-ink/70">Add field</legend>
      <div className="flex flex-wrap items-center gap-1.5">
        {keys.map((key) => (
          <button
            key={key}
            type="button"
            aria-label={`Add ${humanise(key)}`}
            title={helpOf(properties[key], form.root)}
            onClick={() => form.edits.addKey(path, key, startingValue(properties[key], form.root))}
            className="inline-flex h-7 items-center gap-1 rounded-full border border-dashed border-stone-300 bg-white px-2.5 text-xs text-ink/75 hover:border-lagoon hover:text-lagoon focus-visible:outline-2 focus-visible:outline-lagoon"
          >
            <Plus aria-hidden="true" className="size-3" />
            {humanise(key)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The key that tells a union's shapes apart (an action's kind). Choosing another sets it, takes out
 * the keys the new shape does not have and adds those it requires.
 */
function TagSelect({
  tag,
  value,
  path,
  required,
  onRemove,
}: {
  tag: Tag;
  value: Record<string, unknown>;
  path: YamlPath;
  required: boolean;
  onRemove?: () => void;
}) {
  const form = useForm();
  const id = controlId(form.idPrefix, [...path, tag.key]);
  const index = tag.options.findIndex((option) => option.value === value[tag.key]);
  const chosen = tag.options[index];
  const help = chosen && typeof chosen.branch.description === 'string' ? chosen.branch.description : undefined;
  const problems = problemsAt(form.problems, [...path, tag.key]);
  const choose = (next: { value: Scalar; branch: JsonSchema }) => {
    if (tag.key in value) form.edits.set([...path, tag.key], next.value);
    else form.edits.addKey(path, tag.key, next.value);
    const properties = propertiesOf(next.branch);
    for (const key of Object.keys(value)) if (key !== tag.key && key !== '$ref' && !(key in properties)) form.edits.deleteKey(path, key);
    for (const key of requiredOf(next.branch)) {
      if (key !== tag.key && !(key in value)) form.edits.addKey(path, key, startingValue(properties[key], form.root));
    }
  };
  return (
    <FieldFrame id={id} label={humanise(tag.key)} required={required} help={help} problems={problems} onRemove={onRemove}>
      <select
        id={id}
        disabled={form.readOnly}
        aria-invalid={problems.length ? true : undefined}
        aria-describedby={describedBy(id, help, problems)}
        value={index >= 0 ? String(index) : ''}
        onChange={(event) => {
          const next = tag.options[Number(event.target.value)];
          if (next && next !== chosen) choose(next);
        }}
        className={studioControl}
      >
        {index < 0 && (
          <option value="" disabled>
            {value[tag.key] === undefined ? 'Choose…' : `${String(value[tag.key])} (not one of the choices)`}
          </option>
        )}
        {tag.options.map((option, i) => (
          <option key={i} value={String(i)}>
            {String(option.value)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
