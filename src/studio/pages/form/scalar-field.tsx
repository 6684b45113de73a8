import { clsx } from 'clsx';
import { useState } from 'react';
import { studioControl } from '../../ui/field';
import { describedBy, FieldFrame, HelpText, ProblemList, RemoveKeyButton, RequiredMark } from './field-frame';
import { controlId, type FieldProps, useForm, writeScalar } from './form-context';
import { choicesOf, type JsonSchema, type Scalar, type Widget } from './schema-walk';
import { NumberControl, TextControl } from './text-control';

type ScalarProps = FieldProps & { branch: JsonSchema; widget: Widget; help: string | undefined; problems: string[] };

/** A text, number, choice, product or image path: one control, with its label, help and problems around it. */
export function ScalarField(props: ScalarProps) {
  const form = useForm();
  const { path, label, required, help, problems, item } = props;
  const id = controlId(form.idPrefix, path);
  if (props.widget === 'checkbox') return <CheckboxField {...props} id={id} />;
  const a11y = {
    id,
    'aria-invalid': problems.length ? true : undefined,
    'aria-describedby': describedBy(id, item ? undefined : help, problems),
    'aria-required': required || undefined,
    'aria-label': item?.name,
  };
  const control = <Control {...props} a11y={a11y} />;
  if (item) {
    return (
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex min-w-0 items-start gap-1">
          <div className="min-w-0 flex-1">{control}</div>
          {item.actions}
        </div>
        <ProblemList id={id} problems={problems} />
      </div>
    );
  }
  return (
    <FieldFrame id={id} label={label} required={required} help={help} problems={problems} onRemove={props.onRemove}>
      {control}
    </FieldFrame>
  );
}

type A11y = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; 'aria-required'?: boolean; 'aria-label'?: string };

function Control({ a11y, ...props }: ScalarProps & { a11y: A11y }) {
  const form = useForm();
  const { branch, widget, value } = props;
  const write = (next: Scalar) => writeScalar(form, props, next);
  if (widget === 'number') {
    return (
      <NumberControl
        {...a11y}
        readOnly={form.readOnly}
        value={typeof value === 'number' ? value : undefined}
        integer={branch.type === 'integer'}
        min={typeof branch.minimum === 'number' ? branch.minimum : undefined}
        onNumber={write}
      />
    );
  }
  if (widget === 'select' || widget === 'product') {
    const options: { value: Scalar; text: string }[] =
      widget === 'product'
        ? form.products.map((product) => ({ value: product.id, text: `${product.name} — ${product.price}` }))
        : (choicesOf(branch, form.root) ?? []).map((choice) => ({ value: choice, text: String(choice) }));
    const index = options.findIndex((option) => option.value === value);
    return (
      <select
        {...a11y}
        disabled={form.readOnly}
        value={value === undefined ? '' : index >= 0 ? String(index) : 'written'}
        onChange={(event) => {
          const chosen = options[Number(event.target.value)];
          if (chosen) write(chosen.value);
        }}
        className={studioControl}
      >
        {value === undefined && (
          <option value="" disabled>
            {widget === 'product' ? 'Choose a product…' : 'Choose…'}
          </option>
        )}
        {value !== undefined && index < 0 && <option value="written">{`${String(value)} (not one of the choices)`}</option>}
        {options.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.text}
          </option>
        ))}
      </select>
    );
  }
  const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
  const input = <TextControl {...a11y} readOnly={form.readOnly} value={text} multiline={widget === 'textarea'} onText={write} />;
  if (widget !== 'image') return input;
  return (
    <div className="flex min-w-0 items-start gap-2">
      <div className="min-w-0 flex-1">{input}</div>
      <ImagePreview src={text} alt={props.imageAlt ?? ''} />
    </div>
  );
}

/** A thumbnail of the picture a path names, as the page will load it. */
function ImagePreview({ src, alt }: { src: string; alt: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src) {
    return <span className="grid h-9 w-16 shrink-0 place-items-center rounded border border-dashed border-stone-300 text-[10px] text-ink/50">No preview</span>;
  }
  return (
    <img
      src={src}
      alt={alt}
      data-slot="image-preview"
      onError={() => setBroken(src)}
      className="max-h-24 w-24 shrink-0 rounded border border-stone-200 bg-stone-100 object-cover"
    />
  );
}

function CheckboxField(props: ScalarProps & { id: string }) {
  const form = useForm();
  const { id, value, branch, label, required, help, problems, item } = props;
  const checked = typeof value === 'boolean' ? value : branch.default === true;
  return (
    <div className="flex min-w-0 flex-col gap-1" data-field={id}>
      <div className="flex min-h-7 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={form.readOnly}
          aria-invalid={problems.length ? true : undefined}
          aria-describedby={describedBy(id, help, problems)}
          onChange={(event) => writeScalar(form, props, event.target.checked)}
          className={clsx('size-4 shrink-0 rounded border-stone-300 accent-lagoon', form.readOnly && 'opacity-60')}
        />
        <label htmlFor={id} className="min-w-0 flex-1 text-xs font-medium text-ink/75">
          {item?.name ?? label}
          {required && <RequiredMark />}
        </label>
        {item ? item.actions : <RemoveKeyButton label={label} onRemove={props.onRemove} />}
      </div>
      <HelpText id={id} help={help} />
      <ProblemList id={id} problems={problems} />
    </div>
  );
}
