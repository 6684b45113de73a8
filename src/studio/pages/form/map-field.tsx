import { Plus } from 'lucide-react';
import { useState } from 'react';
import { studioControl } from '../../ui/field';
import { StudioButton } from '../../ui/studio-button';
import { HelpText, ProblemList } from './field-frame';
import { controlId, type FieldProps, useForm } from './form-context';
import { hasProblemWithin, problemsAt } from './form-problems';
import { GroupFrame } from './group-frame';
import { isMap, type JsonSchema, startingValue } from './schema-walk';

/** A key pattern the browser can compile (schemas are written for Ajv; one this browser cannot read checks nothing here). */
function keyPattern(branch: JsonSchema): RegExp | undefined {
  const pattern = isMap(branch.propertyNames) ? branch.propertyNames.pattern : undefined;
  if (typeof pattern !== 'string') return undefined;
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}

/** A map whose keys are data (a page's translations by locale): an entry per key, each removable, and a row adding a key. */
export function MapField(props: FieldProps & { branch: JsonSchema; help: string | undefined }) {
  const form = useForm();
  const { branch, value, path, label, required, depth, partial, help } = props;
  const entries = Object.entries(isMap(value) ? value : {});
  const { Field } = form;
  return (
    <GroupFrame
      id={controlId(form.idPrefix, path)}
      label={props.item?.name ?? label}
      required={required}
      help={help}
      problems={problemsAt(form.problems, path, (key) => entries.some(([k]) => k === key))}
      fold={depth >= 1}
      hasProblem={hasProblemWithin(form.problems, path)}
      onRemove={props.onRemove}
      actions={props.item?.actions}
    >
      {entries.map(([key, entry]) => (
        <Field
          key={key}
          schema={branch.additionalProperties}
          value={entry}
          path={[...path, key]}
          label={key}
          present
          required={false}
          depth={depth + 1}
          partial={partial}
          onRemove={form.readOnly ? undefined : () => form.edits.deleteKey(path, key)}
        />
      ))}
      {!form.readOnly && (
        <NewKey
          branch={branch}
          taken={entries.map(([k]) => k)}
          onAdd={(key) => form.edits.addKey(path, key, startingValue(branch.additionalProperties, form.root))}
          id={controlId(form.idPrefix, [...path, '+'])}
        />
      )}
    </GroupFrame>
  );
}

function NewKey({ branch, taken, onAdd, id }: { branch: JsonSchema; taken: string[]; onAdd: (key: string) => void; id: string }) {
  const [key, setKey] = useState('');
  const pattern = keyPattern(branch);
  const about = isMap(branch.propertyNames) && typeof branch.propertyNames.description === 'string' ? branch.propertyNames.description : undefined;
  const problem = !key
    ? undefined
    : taken.includes(key)
      ? `${key} is already here.`
      : pattern && !pattern.test(key)
        ? `${key} is not a key this accepts.`
        : undefined;
  const add = () => {
    if (!key || problem) return;
    onAdd(key);
    setKey('');
  };
  return (
    <div className="flex min-w-0 flex-col gap-1 border-t border-dashed border-stone-200 pt-2">
      <label htmlFor={id} className="text-xs font-medium text-ink/75">
        New key
      </label>
      <div className="flex min-w-0 gap-2">
        <input
          id={id}
          value={key}
          onChange={(event) => setKey(event.target.value.trim())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[about ? `${id}-help` : '', problem ? `${id}-problems` : ''].filter(Boolean).join(' ') || undefined}
          className={studioControl}
        />
        <StudioButton variant="secondary" disabled={!key || problem !== undefined} onClick={add}>
          <Plus aria-hidden="true" className="size-4" />
          Add
        </StudioButton>
      </div>
      <HelpText id={id} help={about} />
      <ProblemList id={id} problems={problem ? [problem] : []} />
    </div>
  );
}

/** A value no control here fits (a map of anything): shown as written, to change in the file itself. */
export function RawField(props: FieldProps & { help: string | undefined; problems: string[] }) {
  const form = useForm();
  const id = controlId(form.idPrefix, props.path);
  return (
    <GroupFrame
      id={id}
      label={props.item?.name ?? props.label}
      required={props.required}
      help={props.help ?? 'Edited in the YAML file, not here.'}
      problems={props.problems}
      fold={props.depth >= 1}
      hasProblem={props.problems.length > 0}
      onRemove={props.onRemove}
      actions={props.item?.actions}
    >
      <pre className="max-h-48 overflow-auto rounded bg-stone-50 p-2 text-xs whitespace-pre-wrap break-all text-ink/80">
        {JSON.stringify(props.value, null, 2)}
      </pre>
    </GroupFrame>
  );
}
