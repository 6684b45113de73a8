// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import variantSchema from '../../../schemas/variant.schema.json';
import type { ProductChoice } from '../../../src/editor/pages-contract';
import { YamlFile, type YamlPath } from '../../../src/editor/yaml-edit';
import { type FormEdits, SchemaForm, type SchemaFormProps } from '../../../src/studio/pages/form/schema-form';
import { isMap, type JsonSchema, propertiesOf, resolve } from '../../../src/studio/pages/form/schema-walk';

const root: JsonSchema = variantSchema;
const rootProperties = propertiesOf(root);
/** One item of `blocks:` (a block of any type, or a shared block), as the page editor passes it. */
const itemSchema: JsonSchema = (() => {
  const blocks = resolve(rootProperties.blocks, root);
  const list = Array.isArray(blocks.anyOf) ? resolve(blocks.anyOf[0], root) : {};
  return resolve(list.items, root);
})();

function page(name: string): Record<string, unknown> {
  const data: unknown = parse(readFileSync(join(import.meta.dirname, `../../../variants/${name}.yaml`), 'utf8'));
  if (!isMap(data)) throw new Error(`variants/${name}.yaml is not a map`);
  return data;
}
function blockOf(data: Record<string, unknown>, index: number): Record<string, unknown> {
  const block = Array.isArray(data.blocks) ? data.blocks[index] : undefined;
  if (!isMap(block)) throw new Error(`no block ${index}`);
  return block;
}

const promo = page('promo');
const products: ProductChoice[] = [
  { id: 'main-offer', name: 'Founding Membership + Glamping Deposit', price: '$11,500' },
  { id: 'founder-membership', name: 'Founder Membership', price: '$1,999' },
];

function recordingEdits() {
  return {
    set: vi.fn<FormEdits['set']>(),
    addKey: vi.fn<FormEdits['addKey']>(),
    deleteKey: vi.fn<FormEdits['deleteKey']>(),
    insert: vi.fn<FormEdits['insert']>(),
    remove: vi.fn<FormEdits['remove']>(),
    move: vi.fn<FormEdits['move']>(),
  };
}

/** The form of one block of the fixture page, as the page editor draws it (type and id are its card's). */
function blockForm(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'value' | 'path' | 'edits'>) {
  return <SchemaForm schema={itemSchema} root={root} problems={new Map()} products={products} omit={['type', 'id']} idPrefix="t" {...props} />;
}

function form(props: Partial<SchemaFormProps> & Pick<SchemaFormProps, 'value' | 'path'>) {
  const edits = recordingEdits();
  render(blockForm({ edits, ...props }));
  return edits;
}

/** Applies a `set` to plain data, as the page editor does through its YAML file, and draws the form again. */
function Live({ initial, path, onSet }: { initial: Record<string, unknown>; path: YamlPath; onSet: (path: YamlPath, value: unknown) => void }) {
  const [value, setValue] = useState(initial);
  const edits: FormEdits = {
    ...recordingEdits(),
    set(at, next) {
      onSet(at, next);
      const key = at.at(-1);
      if (typeof key === 'string') setValue((now) => ({ ...now, [key]: next }));
    },
  };
  return blockForm({ value, path, edits, idPrefix: 'live' });
}

/** What a person's keystroke does: the browser changes the text and puts the caret after it, then fires input. */
function typeAt(element: HTMLTextAreaElement | HTMLInputElement, at: number, text: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const next = element.value.slice(0, at) + text + element.value.slice(at);
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, next);
    element.setSelectionRange(at + text.length, at + text.length);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

afterEach(() => {
  cleanup();
});

describe('the page form, on the committed schema and real pages', () => {
  it('reports each keystroke in the hero headline at its path, keeping every character and the caret', () => {
    const hero = blockOf(promo, 0);
    const onSet = vi.fn();
    render(<Live initial={hero} path={['blocks', 0]} onSet={onSet} />);
    const headline = screen.getByLabelText(/^Headline/);
    if (!(headline instanceof HTMLTextAreaElement)) throw new Error('the headline is a textarea');
    expect(headline.value).toBe('Your founding place is **reserved for 48 hours**');
    act(() => headline.focus());
    typeAt(headline, 4, 'r');
    typeAt(headline, 5, ' very');
    expect(onSet).toHaveBeenNthCalledWith(1, ['blocks', 0, 'headline'], 'Yourr founding place is **reserved for 48 hours**');
    expect(onSet).toHaveBeenLastCalledWith(['blocks', 0, 'headline'], 'Yourr very founding place is **reserved for 48 hours**');
    expect(headline.value).toBe('Yourr very founding place is **reserved for 48 hours**');
    expect(headline.selectionStart).toBe(10);
    expect(screen.getByLabelText(/^Headline/)).toBe(headline);
  });

  it('keeps what was typed while the page has not answered, and reports an emptied required text too', () => {
    const edits = form({ value: blockOf(promo, 0), path: ['blocks', 0] });
    const badge = screen.getByLabelText('Badge');
    if (!(badge instanceof HTMLInputElement)) throw new Error('the badge is an input');
    act(() => badge.focus());
    fireEvent.change(badge, { target: { value: '' } });
    expect(edits.set).toHaveBeenLastCalledWith(['blocks', 0, 'badge'], '');
    fireEvent.change(badge, { target: { value: '24' } });
    expect(badge.value).toBe('24');
    expect(edits.set).toHaveBeenCalledTimes(2);
    const width = screen.getByLabelText(/^Width/);
    act(() => width.focus());
    fireEvent.change(width, { target: { value: '' } });
    expect(edits.set).toHaveBeenCalledTimes(2);
    fireEvent.change(width, { target: { value: '1200' } });
    expect(edits.set).toHaveBeenLastCalledWith(['blocks', 0, 'image', 'width'], 1200);
  });

  it('picks the product by its name and price, and reports its id', () => {
    const settings: JsonSchema = {
      type: 'object',
      properties: Object.fromEntries(['title', 'description', 'productId', 'route', 'locale'].map((key) => [key, rootProperties[key]])),
    };
    const edits = form({ schema: settings, value: promo, path: [], omit: ['blocks'] });
    const picker = screen.getByLabelText('Product ID');
    if (!(picker instanceof HTMLSelectElement)) throw new Error('the product is a select');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Founding Membership + Glamping Deposit — $11,500', 'Founder Membership — $1,999']);
    expect(picker.selectedOptions[0]?.textContent).toBe('Founding Membership + Glamping Deposit — $11,500');
    fireEvent.change(picker, { target: { value: within(picker).getByRole('option', { name: 'Founder Membership — $1,999' }).getAttribute('value') } });
    expect(edits.set).toHaveBeenCalledWith(['productId'], 'founder-membership');
    expect(screen.queryByText('Blocks')).toBeNull();
  });

  it('draws the page itself as the editor does: what every page needs kept, what it may have offered', () => {
    const edits = form({ schema: root, value: promo, path: [], omit: ['blocks', '$schema'] });
    expect(screen.getByLabelText(/^Title/).getAttribute('aria-required')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Remove title' })).toBeNull();
    expect(screen.queryByText(/^Blocks/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Indexed' }));
    expect(edits.addKey).toHaveBeenCalledWith([], 'indexed', true);
  });

  it("shows the validator's message under its field, and one for an undrawn place on the nearest drawn group", () => {
    const problems = new Map([
      ['blocks[0].headline', ['Expected at least 1 character, got 0']],
      ['blocks[0].image.phone.src', ['Expected a file under public/']],
    ]);
    form({ value: blockOf(promo, 0), path: ['blocks', 0], problems });
    const headline = screen.getByLabelText(/^Headline/);
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(headline)).toBe('The h1; wrap words in **stars** to colour them | Expected at least 1 character, got 0');
    expect(screen.getByLabelText(/^Tagline/).getAttribute('aria-invalid')).toBeNull();
    const image = screen.getByRole('group', { name: /^Image/ });
    expect(within(image).getByText('phone.src: Expected a file under public/')).toBeTruthy();
  });

  it('draws a shared block as a chip with a link to its file, and its keys beside $ref as overrides', () => {
    const edits = form({ value: blockOf(promo, 1), path: ['blocks', 1], sharedHref: (ref) => `/pages/shared/${ref.split('#')[0]}` });
    expect(screen.getByText('Shared: main-offer#/en/pricing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit shared file' }).getAttribute('href')).toBe('/pages/shared/main-offer');
    expect(screen.getByText(/The rest comes from the shared file/)).toBeTruthy();
    const eyebrow = screen.getByLabelText('Eyebrow');
    if (!(eyebrow instanceof HTMLInputElement)) throw new Error('the eyebrow is an input');
    expect(eyebrow.value).toBe('What you secure in the next 48 hours');
    fireEvent.click(screen.getByRole('button', { name: 'Remove eyebrow' }));
    expect(edits.deleteKey).toHaveBeenCalledWith(['blocks', 1], 'eyebrow');
    fireEvent.click(screen.getByRole('button', { name: 'Add Heading' }));
    expect(edits.addKey).toHaveBeenCalledWith(['blocks', 1], 'heading', '');
  });

  it('moves, removes and adds the items of a list at their paths', () => {
    const edits = form({ value: blockOf(promo, 2), path: ['blocks', 2] });
    const steps = ['blocks', 2, 'steps'];
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move step 4 down' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(edits.move).toHaveBeenCalledWith(steps, 1, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 down' }));
    expect(edits.move).toHaveBeenCalledWith(steps, 1, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 3' }));
    expect(edits.remove).toHaveBeenCalledWith(steps, 2);
    fireEvent.click(screen.getByRole('button', { name: 'Add step' }));
    expect(edits.insert).toHaveBeenCalledWith(steps, 4, { title: '', text: '' });
    // Text typed in an item's field is set at the item's path.
    fireEvent.change(screen.getAllByLabelText(/^Title/)[1]!, { target: { value: 'Sign it' } });
    expect(edits.set).toHaveBeenCalledWith([...steps, 1, 'title'], 'Sign it');
  });

  it("does not remove an item below the list's minimum, and says why", () => {
    const steps = blockOf(promo, 2).steps;
    const two = { ...blockOf(promo, 2), steps: Array.isArray(steps) ? steps.slice(0, 2) : [] };
    form({ value: two, path: ['blocks', 2] });
    const remove = screen.getByRole('button', { name: 'Remove step 1' });
    expect(remove).toHaveProperty('disabled', true);
    expect(descriptionOf(remove)).toBe('At least 2 items needed: add one before removing one.');
  });

  it('adds a left-out optional key with a starting value its schema accepts', () => {
    const edits = form({ value: blockOf(promo, 0), path: ['blocks', 0] });
    const heroSchema = heroBlock();
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const key of ['height', 'rotating', 'tag']) {
      fireEvent.click(screen.getByRole('button', { name: `Add ${key.charAt(0).toUpperCase()}${key.slice(1)}` }));
      const [path, added, value] = edits.addKey.mock.lastCall!;
      expect([path, added]).toEqual([['blocks', 0], key]);
      const valid = ajv.validate({ ...resolve(propertiesOf(heroSchema)[key], root), $defs: root.$defs }, value);
      // A text that needs words starts empty: the validator then asks for them at the field.
      expect(valid).toBe(key !== 'tag');
    }
    expect(screen.queryByRole('button', { name: 'Add Headline' })).toBeNull();
  });

  it('switches a button action to another kind: its tag set, what it needs added', () => {
    const edits = form({ value: blockOf(promo, 0), path: ['blocks', 0] });
    const kinds = screen.getAllByLabelText(/^Kind/);
    const kind = kinds[0]!;
    if (!(kind instanceof HTMLSelectElement)) throw new Error('the kind is a select');
    expect(kind.selectedOptions[0]?.textContent).toBe('pay');
    fireEvent.change(kind, { target: { value: within(kind).getByRole('option', { name: 'scroll' }).getAttribute('value') } });
    const action = ['blocks', 0, 'buttons', 0, 'action'];
    expect(edits.set).toHaveBeenCalledWith([...action, 'kind'], 'scroll');
    expect(edits.addKey).toHaveBeenCalledWith(action, 'target', '');
  });

  it('shows an image path with a preview of the picture', () => {
    form({ value: blockOf(promo, 0), path: ['blocks', 0] });
    const preview = document.querySelector('img[data-slot="image-preview"]');
    expect(preview?.getAttribute('src')).toBe('/media/heroes/promo.jpg');
    expect(preview?.getAttribute('alt')).toBe('');
  });

  it('read-only, leaves no control to change and no button', () => {
    form({ value: blockOf(promo, 0), path: ['blocks', 0], readOnly: true });
    const controls = [...document.querySelectorAll('input, select, textarea, button')];
    expect(controls.length).toBeGreaterThan(10);
    for (const control of controls) {
      const locked = control.matches(':disabled') || control.hasAttribute('readonly');
      expect(locked, control.outerHTML.slice(0, 80)).toBe(true);
    }
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});

/** The page editor's way: every edit made through YamlFile on the real file, the form drawn again from what it reads. */
function ThroughTheFile({ text, path }: { text: string; path: YamlPath }) {
  const [file] = useState(() => YamlFile.parse(text));
  const [, redraw] = useState(0);
  const run = (change: (f: YamlFile) => void) => {
    change(file);
    redraw((n) => n + 1);
  };
  const edits: FormEdits = {
    set: (at, value) => run((f) => f.set(at, value)),
    addKey: (at, key, value) => run((f) => f.addKey(at, key, value)),
    deleteKey: (at, key) => run((f) => f.deleteKey(at, key)),
    insert: (at, index, value) => run((f) => f.insert(at, index, value)),
    remove: (at, index) => run((f) => f.remove(at, index)),
    move: (at, from, to) => run((f) => f.move(at, from, to)),
  };
  const value = blockOf(isMap(file.data) ? file.data : {}, Number(path[1]));
  return (
    <>
      {blockForm({ value, path, edits, idPrefix: 'file' })}
      <pre data-testid="file">{file.toString()}</pre>
    </>
  );
}

describe('the form on the page file itself', () => {
  afterEach(() => {
    cleanup();
  });
  const text = readFileSync(join(import.meta.dirname, '../../../variants/promo.yaml'), 'utf8');
  const written = () => parse(screen.getByTestId('file').textContent ?? '');

  it('writes added keys, switched actions and new list items the file can hold', () => {
    render(<ThroughTheFile text={text} path={['blocks', 0]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Height' }));
    const kind = screen.getAllByLabelText(/^Kind/)[0]!;
    fireEvent.change(kind, { target: { value: within(kind).getByRole('option', { name: 'scroll' }).getAttribute('value') } });
    fireEvent.click(screen.getByRole('button', { name: 'Add button' }));
    const hero = blockOf(written(), 0);
    expect(hero.height).toBe('screen');
    expect(hero.buttons).toEqual([
      { label: 'Pay Now', action: { kind: 'scroll', target: '' }, variant: 'premium' },
      { label: 'More Info', action: { kind: 'info' }, variant: 'hero' },
      { label: '', action: { kind: 'info' } },
    ]);
    expect(screen.getByRole('button', { name: 'Move button 3 up' })).toBeTruthy();
  });

  it('moves and removes steps in the file', () => {
    render(<ThroughTheFile text={text} path={['blocks', 2]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove step 4' }));
    const steps = blockOf(written(), 2).steps;
    const titles = Array.isArray(steps) ? steps.map((step) => (isMap(step) ? step.title : undefined)) : [];
    expect(titles).toEqual(['Sign your agreement', 'Pay now', 'Visit the site']);
  });
});

function heroBlock(): JsonSchema {
  const union = Array.isArray(itemSchema.anyOf) ? resolve(itemSchema.anyOf[0], root) : {};
  const blocks = Array.isArray(union.oneOf) ? union.oneOf.filter(isMap) : [];
  const hero = blocks.find((block) => isMap(block.properties) && isMap(block.properties.type) && block.properties.type.const === 'hero');
  if (!hero) throw new Error('no hero block in the schema');
  return hero;
}
