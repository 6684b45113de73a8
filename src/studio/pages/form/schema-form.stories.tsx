import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { parse } from 'yaml';
import variantSchema from '../../../../schemas/variant.schema.json';
import cityYaml from '../../../../variants/city.yaml?raw';
import productsYaml from '../../../../variants/_shared/products.yaml?raw';
import promoYaml from '../../../../variants/promo.yaml?raw';
import type { ProductChoice } from '../../../editor/pages-contract';
import { YamlFile, type YamlPath } from '../../../editor/yaml-edit';
import { studioFrame } from '../../charts/story-frame';
import { type FormEdits, SchemaForm } from './schema-form';
import { isMap, type JsonSchema, propertiesOf, resolve } from './schema-walk';

const root: JsonSchema = variantSchema;

/** One item of `blocks:`, any block type or a shared block: what the page editor passes for a block. */
const blockItem: JsonSchema = (() => {
  const blocks = resolve(propertiesOf(root).blocks, root);
  return Array.isArray(blocks.anyOf) ? resolve(resolve(blocks.anyOf[0], root).items, root) : {};
})();

const settingKeys = ['title', 'description', 'productId', 'route', 'locale'];
/**
 * The page's own settings, as the page editor draws them above its blocks. A page that does not
 * extend another requires them all (the root schema says so in its `else`, which the form does not read).
 */
const pageSettings: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(settingKeys.map((key) => [key, propertiesOf(root)[key]])),
  required: isMap(root.else) && Array.isArray(root.else.required) ? root.else.required.filter((key) => settingKeys.includes(key)) : [],
};

/** The catalogue as the pages API sends it: name and printed price of each product. */
const products: ProductChoice[] = (() => {
  const catalogue: unknown = parse(productsYaml);
  if (!isMap(catalogue)) return [];
  return Object.entries(catalogue).flatMap(([id, product]) => {
    if (!isMap(product) || typeof product.amount !== 'number') return [];
    const currency = typeof product.currency === 'string' ? product.currency.toUpperCase() : 'USD';
    const price = new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(product.amount / 100);
    return [{ id, name: typeof product.name === 'string' ? product.name : id, price }];
  });
})();

/**
 * The form on a real page file: every edit goes through YamlFile as in the page editor, so the
 * story answers typing, adding and moving, and shows the file as it now reads.
 */
function PageForm({
  text,
  path,
  schema = blockItem,
  omit = ['type', 'id'],
  problems = new Map(),
  readOnly,
  width,
}: {
  text: string;
  path: YamlPath;
  schema?: JsonSchema;
  omit?: string[];
  problems?: ReadonlyMap<string, string[]>;
  readOnly?: boolean;
  width?: number;
}) {
  const file = useRef(YamlFile.parse(text));
  const [source, setSource] = useState(text);
  const [failed, setFailed] = useState('');
  const edits = useMemo<FormEdits>(() => {
    const run = (change: (f: YamlFile) => void) => {
      try {
        change(file.current);
        setFailed('');
      } catch (error) {
        setFailed(error instanceof Error ? error.message : String(error));
      }
      setSource(file.current.toString());
    };
    return {
      set: (at, value) => run((f) => f.set(at, value)),
      addKey: (at, key, value) => run((f) => f.addKey(at, key, value)),
      deleteKey: (at, key) => run((f) => f.deleteKey(at, key)),
      insert: (at, index, value) => run((f) => f.insert(at, index, value)),
      remove: (at, index) => run((f) => f.remove(at, index)),
      move: (at, from, to) => run((f) => f.move(at, from, to)),
    };
  }, []);
  const data = useMemo(() => YamlFile.parse(source).data, [source]);
  const value = path.reduce<unknown>(
    (inside, segment) => (Array.isArray(inside) && typeof segment === 'number' ? inside[segment] : isMap(inside) ? inside[segment] : undefined),
    data,
  );
  return (
    <div className="space-y-4" style={width ? { width } : undefined}>
      <div className="max-w-xl rounded-lg border border-stone-200 bg-white p-3">
        <SchemaForm
          schema={schema}
          root={root}
          value={value}
          path={path}
          problems={problems}
          products={products}
          edits={edits}
          omit={omit}
          sharedHref={(ref) => `/studio/pages?file=variants/_shared/${ref.split('#')[0]}.yaml`}
          readOnly={readOnly}
          idPrefix="story"
        />
      </div>
      {failed && <p className="text-sm text-danger">{failed}</p>}
      <details className="max-w-xl text-xs">
        <summary className="cursor-pointer text-ink/70">The file as it now reads</summary>
        <pre className="mt-2 overflow-auto rounded bg-stone-100 p-2">{source}</pre>
      </details>
    </div>
  );
}

const meta = {
  title: 'Studio/Pages/SchemaForm',
  component: PageForm,
  decorators: [studioFrame],
} satisfies Meta<typeof PageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** variants/promo.yaml's hero: texts, image with its preview, countdown, buttons with their actions. */
export const HeroBlock: Story = { args: { text: promoYaml, path: ['blocks', 0] } };

/** variants/city.yaml's pricing: the shared main offer, with an eyebrow and the button's label overridden. */
export const SharedPricingWithOverride: Story = { args: { text: cityYaml, path: ['blocks', 3] } };

/** The steps of promo.yaml: a list to reorder, add to and remove from (at least two). */
export const StepsList: Story = { args: { text: promoYaml, path: ['blocks', 2] } };

/** The validator's words under the field they are about, and an unknown key shown so it can be removed. */
export const BlockWithProblem: Story = {
  args: {
    text: promoYaml
      .replace('headline: Your founding place is **reserved for 48 hours**', 'headline: ""')
      .replace('- { label: Pay Now, action: { kind: pay }, variant: premium }', '- { label: Pay Now, action: { kind: pay }, variant: premium, colour: gold }'),
    path: ['blocks', 0],
    problems: new Map([
      ['blocks[0].headline', ['Expected at least 1 character, got 0']],
      ['blocks[0].buttons[0].colour', ['Unknown key "colour".']],
    ]),
  },
};

/** The page's title, description, product (by name and price), route and locale. */
export const PageSettings: Story = { args: { text: promoYaml, path: [], schema: pageSettings, omit: ['blocks'] } };

/** A production build: the same fields, nothing to change. */
export const ReadOnly: Story = { args: { text: promoYaml, path: ['blocks', 0], readOnly: true } };

/** The hero on a phone-wide panel: every field fits, nothing scrolls sideways. */
export const Narrow: Story = { args: { text: promoYaml, path: ['blocks', 0], width: 343 } };
