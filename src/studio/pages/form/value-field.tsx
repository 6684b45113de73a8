import { Plus } from 'lucide-react';
import { StudioButton } from '../../ui/studio-button';
import { controlId, type FieldProps, useForm } from './form-context';
import { hasProblemWithin, problemsAt } from './form-problems';
import { GroupFrame } from './group-frame';
import { ListField } from './list-field';
import { MapField, RawField } from './map-field';
import { ObjectField } from './object-field';
import { ScalarField } from './scalar-field';
import { inSentence } from './form-labels';
import { helpOf, isSharedValue, pickBranch, startingValue, tagOf, widgetOf } from './schema-walk';
import { SharedField } from './shared-value';

/** Any value of the form, drawn by the control its schema and value call for. */
export function ValueField(props: FieldProps) {
  const form = useForm();
  const { schema, value, path, present } = props;
  const help = helpOf(schema, form.root);
  if (isSharedValue(value)) return <SharedField {...props} reference={value.$ref} help={help} />;
  const branch = pickBranch(schema, value, form.root);
  const widget = widgetOf(branch, path.at(-1) ?? '', value, form.productIds, form.root);
  const group = widget === 'object' || widget === 'list' || widget === 'map' || widget === 'raw';
  if (group && !present) return <MissingGroup {...props} help={help} />;
  switch (widget) {
    case 'object':
      return <ObjectField {...props} branch={branch} help={help} tag={tagOf(schema, form.root)} />;
    case 'list':
      return <ListField {...props} branch={branch} help={help} />;
    case 'map':
      return <MapField {...props} branch={branch} help={help} />;
    case 'raw':
      return <RawField {...props} help={help} problems={problemsAt(form.problems, path, () => false)} />;
    default:
      return <ScalarField {...props} branch={branch} widget={widget} help={help} problems={problemsAt(form.problems, path)} />;
  }
}

/** A required map or list not written yet: one button adds it with what it needs. */
function MissingGroup(props: FieldProps & { help: string | undefined }) {
  const form = useForm();
  const { schema, path, label, required, help } = props;
  return (
    <GroupFrame
      id={controlId(form.idPrefix, path)}
      label={label}
      required={required}
      help={help}
      problems={problemsAt(form.problems, path)}
      fold={false}
      hasProblem={hasProblemWithin(form.problems, path)}
    >
      {form.readOnly ? (
        <p className="text-xs text-ink/70">Not written yet.</p>
      ) : (
        <StudioButton variant="secondary" onClick={() => form.edits.addKey(path.slice(0, -1), String(path.at(-1)), startingValue(schema, form.root))}>
          <Plus aria-hidden="true" className="size-4" />
          Add {inSentence(label)}
        </StudioButton>
      )}
    </GroupFrame>
  );
}
