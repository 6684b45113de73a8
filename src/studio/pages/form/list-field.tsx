import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { StudioButton } from '../../ui/studio-button';
import { IconButton } from './field-frame';
import { controlId, type FieldProps, useForm } from './form-context';
import { hasProblemWithin, problemsAt } from './form-problems';
import { GroupFrame } from './group-frame';
import { singular } from './form-labels';
import { type JsonSchema, startingValue } from './schema-walk';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A list: each item with its own fields and buttons to move it up, down or out, and a button adding
 * one at the end. Every button is a real button, named for its item ("Move step 2 up").
 */
export function ListField(props: FieldProps & { branch: JsonSchema; help: string | undefined }) {
  const form = useForm();
  const { branch, value, path, label, required, depth, partial, help } = props;
  const items: unknown[] = Array.isArray(value) ? value : [];
  const noun = singular(label);
  const min = typeof branch.minItems === 'number' ? branch.minItems : 0;
  const max = typeof branch.maxItems === 'number' ? branch.maxItems : Number.POSITIVE_INFINITY;
  const id = controlId(form.idPrefix, path);
  const atMin = min > 0 && items.length <= min;
  const atMax = items.length >= max;
  const limitId = `${id}-limit`;
  const { Field, edits, readOnly } = form;
  return (
    <GroupFrame
      id={id}
      label={props.item?.name ?? label}
      required={required}
      help={help}
      problems={problemsAt(form.problems, path, (segment) => typeof segment === 'number' && segment < items.length)}
      summary={`${items.length} ${items.length === 1 ? noun : 'items'}`}
      fold={depth >= 1}
      hasProblem={hasProblemWithin(form.problems, path)}
      onRemove={props.onRemove}
      actions={props.item?.actions}
    >
      {items.length > 0 ? (
        <ol className="min-w-0 space-y-2">
          {items.map((item, i) => {
            const name = `${capitalised(noun)} ${i + 1}`;
            const actions = readOnly ? null : (
              <div className="flex shrink-0 items-center">
                <IconButton label={`Move ${noun} ${i + 1} up`} disabled={i === 0} onClick={() => edits.move(path, i, i - 1)}>
                  <ArrowUp aria-hidden="true" className="size-3.5" />
                </IconButton>
                <IconButton label={`Move ${noun} ${i + 1} down`} disabled={i === items.length - 1} onClick={() => edits.move(path, i, i + 1)}>
                  <ArrowDown aria-hidden="true" className="size-3.5" />
                </IconButton>
                <IconButton
                  label={`Remove ${noun} ${i + 1}`}
                  danger
                  disabled={atMin}
                  describedBy={atMin ? limitId : undefined}
                  onClick={() => edits.remove(path, i)}
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </IconButton>
              </div>
            );
            return (
              <li key={i} className="min-w-0">
                <Field
                  schema={branch.items}
                  value={item}
                  path={[...path, i]}
                  label={name}
                  present
                  required={false}
                  depth={depth + 1}
                  partial={partial}
                  item={{ name, actions }}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="text-xs text-ink/70">Nothing here yet.</p>
      )}
      {(atMin || atMax) && (
        <p id={limitId} className="text-xs text-ink/60">
          {atMin ? `At least ${min} ${min === 1 ? noun : 'items'} needed: add one before removing one.` : `At most ${max}: remove one before adding another.`}
        </p>
      )}
      {!readOnly && (
        <StudioButton
          variant="secondary"
          disabled={atMax}
          aria-describedby={atMax ? limitId : undefined}
          onClick={() => edits.insert(path, items.length, startingValue(branch.items, form.root))}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {noun}
        </StudioButton>
      )}
    </GroupFrame>
  );
}
