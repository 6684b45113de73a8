import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { ProductChoice } from '../../../editor/pages-contract';
import type { YamlPath } from '../../../editor/yaml-edit';
import type { Problems } from './form-problems';
import type { JsonSchema, Scalar } from './schema-walk';

/** The edits a form reports; the page editor makes each one through its YamlFile. */
export interface FormEdits {
  set(path: YamlPath, value: string | number | boolean | null): void;
  addKey(mapPath: YamlPath, key: string, value: unknown): void;
  deleteKey(mapPath: YamlPath, key: string): void;
  insert(listPath: YamlPath, index: number, value: unknown): void;
  remove(listPath: YamlPath, index: number): void;
  move(listPath: YamlPath, from: number, to: number): void;
}

/** One value of the form, drawn by the control its schema and value call for. */
export interface FieldProps {
  /** As written where the value sits (a reference or a union is resolved by the field). */
  schema: unknown;
  value: unknown;
  path: YamlPath;
  label: string;
  /** False for a required key not written yet: the first edit adds it. */
  present: boolean;
  required: boolean;
  /** Groups above this field (0: the form's own fields); a group with one above it folds. */
  depth: number;
  /** Inside the overrides of a shared value: every key may be left out, at any depth. */
  partial: boolean;
  /** Takes an optional key out of its map. */
  onRemove?: () => void;
  /** An item of a list, which draws the item's name and buttons itself. */
  item?: { name: string; actions: ReactNode };
  /** The alt text written beside an image's src, for its preview. */
  imageAlt?: string;
}

export interface FormContextValue {
  root: JsonSchema;
  problems: Problems;
  products: readonly ProductChoice[];
  productIds: readonly string[];
  edits: FormEdits;
  sharedHref?: (ref: string) => string | undefined;
  readOnly: boolean;
  idPrefix: string;
  /** The field that draws any value: given here so groups and lists draw their children without importing it. */
  Field: ComponentType<FieldProps>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field is drawn outside SchemaForm');
  return form;
}

/** The id of the control at `path`, unique in the form. */
export const controlId = (idPrefix: string, path: YamlPath) => `${idPrefix}-${path.map(String).join('.')}`.replace(/[^\w.-]/g, '_');

/** Reports a scalar: a change of the key when it is written, else the key added with it. */
export function writeScalar(form: FormContextValue, field: Pick<FieldProps, 'path' | 'present'>, value: Scalar): void {
  if (field.present) form.edits.set(field.path, value);
  else form.edits.addKey(field.path.slice(0, -1), String(field.path.at(-1)), value);
}
