import { describe, expect, it } from 'vitest';
import variantSchema from '../../../schemas/variant.schema.json';
import { formatPath } from '../../../src/engine/errors';
import { singular } from '../../../src/studio/pages/form/form-labels';
import {
  branchesOf,
  dataPath,
  helpOf,
  humanise,
  isMap,
  type JsonSchema,
  pickBranch,
  propertiesOf,
  requiredOf,
  resolve,
  startingValue,
  tagOf,
  widgetOf,
} from '../../../src/studio/pages/form/schema-walk';

const root: JsonSchema = variantSchema;
const blocks = resolve(propertiesOf(root).blocks, root);
const item: JsonSchema = Array.isArray(blocks.anyOf) ? resolve(resolve(blocks.anyOf[0], root).items, root) : {};
const typeOf = (branch: JsonSchema) => {
  const type = propertiesOf(branch).type;
  return isMap(type) ? type.const : undefined;
};
const block = (type: string) => {
  const found = branchesOf(item, root).find((branch) => typeOf(branch) === type);
  if (!found) throw new Error(`no ${type} block`);
  return found;
};
const buttonAction = () => {
  const buttons = pickBranch(propertiesOf(block('hero')).buttons, [], root);
  return propertiesOf(pickBranch(buttons.items, {}, root)).action;
};

describe('dataPath', () => {
  it.each([
    [['blocks', 3, 'price']],
    [['title']],
    [[]],
    [[0, 'label']],
    [['blocks', 0, 'buttons', 1, 'action', 'kind']],
    [['params', 'utm_term', 'default']],
    [['a', 1, 2]],
  ])('writes %j as the validator does', (path) => {
    expect(dataPath(path)).toBe(formatPath(path));
  });

  it('reads like the messages authors see', () => {
    expect(dataPath(['blocks', 3, 'price'])).toBe('blocks[3].price');
  });
});

describe('pickBranch', () => {
  it('takes a block by its type', () => {
    expect(typeOf(pickBranch(item, { type: 'steps', heading: 'How', steps: [] }, root))).toBe('steps');
    expect(typeOf(pickBranch(item, { type: 'faq' }, root))).toBe('faq');
  });

  it('draws a block of a type there is none of from its value, not as the first block type', () => {
    const unknown = { type: 'carousel', slides: [] };
    const branch = pickBranch(item, unknown, root);
    expect(branch).toEqual({});
    expect(widgetOf(branch, 0, unknown, [], root)).toBe('raw');
  });

  it('takes the shared branch for a value with $ref, and the content it stands for when asked', () => {
    const shared = { type: 'pricing', id: 'pricing', $ref: 'main-offer#/en/pricing', eyebrow: 'Now' };
    expect(pickBranch(item, shared, root).description).toMatch(/^A block written once in variants\/_shared\//);
    expect(typeOf(pickBranch(item, shared, root, { shared: false }))).toBe('pricing');
    const units = propertiesOf(pickBranch(propertiesOf(block('hero')).countdown, {}, root)).units;
    expect(pickBranch(units, { $ref: 'call#/en' }, root).description).toMatch(/^Content written once/);
    expect(requiredKeys(pickBranch(units, { hours: 'H' }, root))).toEqual(['hours', 'minutes', 'seconds']);
  });

  it('takes an action by its kind, and the first when nothing is written', () => {
    expect(Object.keys(propertiesOf(pickBranch(buttonAction(), { kind: 'scroll', target: 'faq' }, root)))).toEqual(['kind', 'target']);
    expect(Object.keys(propertiesOf(pickBranch(buttonAction(), { kind: 'pay' }, root)))).toEqual(['kind', 'productId']);
    expect(propertiesOf(pickBranch(buttonAction(), undefined, root)).kind).toMatchObject({ const: 'info' });
  });

  it('finds the tag of a union and its choices', () => {
    const tag = tagOf(buttonAction(), root);
    expect(tag?.key).toBe('kind');
    expect(tag?.options.map((option) => option.value)).toEqual(['info', 'apply', 'partner', 'pay', 'scroll', 'link']);
    expect(tagOf(propertiesOf(block('hero')).headline, root)).toBeUndefined();
  });
});

const requiredKeys = (schema: JsonSchema) => (Array.isArray(schema.required) ? schema.required : []);

describe('labels and controls', () => {
  it('turns keys into labels and lists into item names', () => {
    expect(humanise('priceLine')).toBe('Price line');
    expect(humanise('productId')).toBe('Product ID');
    expect(humanise('intervalMs')).toBe('Interval (ms)');
    expect(humanise('cardCta')).toBe('Card CTA');
    expect(singular('Steps')).toBe('step');
    expect(singular('Countries')).toBe('country');
    expect(singular('Rotating')).toBe('rotating item');
    expect(singular('Included')).toBe('included item');
  });

  it('gives each value the control a marketer expects', () => {
    const hero = propertiesOf(block('hero'));
    const at = (key: string, value: unknown) => widgetOf(pickBranch(hero[key], value, root), key, value, ['main-offer'], root);
    expect(at('headline', 'Short')).toBe('textarea');
    expect(at('badge', 'Short')).toBe('text');
    expect(at('badge', 'A badge that someone wrote far too long for a pill, over sixty characters')).toBe('textarea');
    expect(at('height', 'tall')).toBe('select');
    expect(at('image', { src: '/media/a.jpg' })).toBe('object');
    expect(at('buttons', [])).toBe('list');
    expect(widgetOf(resolve(propertiesOf(root).productId, root), 'productId', 'main-offer', [], root)).toBe('product');
    expect(widgetOf({ type: 'string' }, 'src', '/media/heroes/promo.jpg', [], root)).toBe('image');
    expect(widgetOf({ type: 'integer' }, 'seconds', 5, [], root)).toBe('number');
    expect(widgetOf({ type: 'boolean' }, 'display', true, [], root)).toBe('checkbox');
  });

  it('describes a field from the one content branch beside its ContentRef', () => {
    expect(helpOf(propertiesOf(block('hero')).rotating, root)).toBe('Lines with a rotating word; display: false keeps a rotation as state only');
    expect(helpOf(buttonAction(), root)).toMatch(/^What the button does/);
    expect(
      helpOf(
        {
          anyOf: [
            { type: 'string', description: 'a word' },
            { type: 'integer', description: 'a count' },
          ],
        },
        root,
      ),
    ).toBeUndefined();
  });
});

describe('requiredOf', () => {
  it("reads which keys a page needs from the root's if/then/else on extends", () => {
    expect(requiredOf(root, { route: '/x' })).toEqual(['route', 'locale', 'title', 'description', 'productId', 'blocks']);
    expect(requiredOf(root, { extends: 'home', route: '/x' })).toEqual(['extends', 'route']);
    expect(requiredOf(root)).toEqual([]);
  });
});

describe('startingValue', () => {
  it('starts from the default, then the first choice, then an empty value with what it requires', () => {
    const hero = propertiesOf(block('hero'));
    expect(startingValue(hero.height, root)).toBe('screen');
    expect(startingValue(hero.rotating, root)).toEqual([]);
    expect(startingValue(hero.tag, root)).toBe('');
    expect(startingValue(hero.countdown, root)).toEqual({ label: '' });
    expect(startingValue(buttonAction(), root)).toEqual({ kind: 'info' });
    expect(startingValue(propertiesOf(block('steps')).steps, root)).toEqual([
      { title: '', text: '' },
      { title: '', text: '' },
    ]);
    expect(startingValue({ type: 'integer', minimum: 250 }, root)).toBe(250);
    expect(startingValue({ type: 'boolean' }, root)).toBe(false);
  });
});
