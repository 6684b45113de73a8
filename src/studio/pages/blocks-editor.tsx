import { clsx } from 'clsx';
import { ChevronDown, GripVertical, Plus, Trash2 } from 'lucide-react';
import { Reorder, useDragControls } from 'motion/react';
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import type { BlockChoice } from '../../editor/pages-contract';
import { StudioButton } from '../ui/studio-button';
import { studioControl } from '../ui/field';
import { isMap } from './form/schema-walk';

type JsonSchema = Record<string, unknown>;
type Block = Record<string, unknown>;

/** The block schemas of the editor schema, by type (schemas/variant.schema.json: blocks → items → oneOf). */
export function blockSchemas(root: JsonSchema): Map<string, JsonSchema> {
  const out = new Map<string, JsonSchema>();
  const visit = (node: unknown, depth: number) => {
    if (!isMap(node) || depth > 6) return;
    const type = isMap(node.properties) && isMap(node.properties.type) ? node.properties.type.const : undefined;
    if (typeof type === 'string') {
      out.set(type, node);
      return;
    }
    for (const key of ['anyOf', 'oneOf', 'items']) {
      const child = node[key];
      if (Array.isArray(child)) for (const c of child) visit(c, depth + 1);
      else visit(child, depth + 1);
    }
  };
  visit(isMap(root.properties) ? root.properties.blocks : undefined, 0);
  return out;
}

/** A block's name in the list: its type, and the first words a reader would recognise it by. */
export function blockSummary(block: unknown): string {
  if (!isMap(block)) return '';
  for (const key of ['headline', 'heading', 'title', 'eyebrow', 'badge', 'text', '$ref']) {
    const value = block[key];
    if (typeof value === 'string' && value.trim()) return value.replace(/\*\*|\{[^}]*\}/g, (m) => (m === '**' ? '' : m)).slice(0, 80);
  }
  return '';
}

/** Keys that follow blocks through a move: the id when unique, else the place. */
function blockKeys(blocks: readonly unknown[]): string[] {
  const ids = blocks.map((b) => (isMap(b) && typeof b.id === 'string' ? b.id : undefined));
  return ids.map((id, i) => (id && ids.indexOf(id) === i ? id : `#${i}`));
}

/** An id no block of the page has, from the one the example brings. */
export function freshId(wanted: string, taken: readonly unknown[]): string {
  const ids = new Set(taken.map((b) => (isMap(b) ? b.id : undefined)));
  if (!ids.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!ids.has(`${wanted.replace(/-\d+$/, '')}-${n}`)) return `${wanted.replace(/-\d+$/, '')}-${n}`;
}

export interface BlocksEditorProps {
  blocks: readonly unknown[];
  library: readonly BlockChoice[];
  readOnly?: boolean;
  move(from: number, to: number, dragKey?: string): void;
  remove(index: number): void;
  insert(index: number, block: Block): void;
  /** The form of one block, drawn when it is open. */
  renderBlock(index: number, block: Block): React.ReactNode;
  /** Whether a block has a problem the validator named (its card says so, and opens). */
  hasProblem(index: number): boolean;
}

/**
 * The page's blocks in order: drag a card by its handle, or focus the handle and press the arrow
 * keys; open a card to edit its fields; add a block from the library (it starts as its
 * fixture) or remove one. Every change is one edit of the file's `blocks:` list.
 */
export function BlocksEditor({ blocks, library, readOnly, move, remove, insert, renderBlock, hasProblem }: BlocksEditorProps) {
  const keys = useMemo(() => blockKeys(blocks), [blocks]);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [said, setSaid] = useState('');
  const dragging = useRef<string | undefined>(undefined);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const moveBy = (index: number, by: number) => {
    const to = index + by;
    if (to < 0 || to >= blocks.length) return;
    const key = keys[index]!;
    move(index, to);
    setSaid(`${labelOf(blocks[index], key)} moved to position ${to + 1} of ${blocks.length}`);
    // The handle keeps focus as its card moves: the card is the same element, keyed by its block.
    requestAnimationFrame(() => handles.current.get(key)?.focus());
  };

  const onReorder = (order: string[]) => {
    const key = dragging.current;
    if (!key) return;
    const from = keys.indexOf(key);
    const to = order.indexOf(key);
    if (from >= 0 && to >= 0 && from !== to) move(from, to, key);
  };

  return (
    <section aria-labelledby="page-blocks-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="page-blocks-heading" className="text-sm font-semibold text-ink">
          Blocks <span className="font-normal text-ink/60">({blocks.length})</span>
        </h2>
        {!readOnly && (
          <p id="blocks-move-help" className="text-xs text-ink/60">
            Drag a handle, or focus it and press ↑ or ↓
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <Reorder.Group as="ol" axis="y" values={keys} onReorder={onReorder} className="space-y-2">
        {blocks.map((block, index) => {
          const key = keys[index]!;
          return (
            <BlockCard
              key={key}
              blockKey={key}
              index={index}
              count={blocks.length}
              block={block}
              open={open.has(key)}
              problem={hasProblem(index)}
              readOnly={readOnly}
              onToggle={() => toggle(key)}
              onDragStart={() => (dragging.current = key)}
              onDragEnd={() => {
                dragging.current = undefined;
                setSaid(`${labelOf(block, key)} is at position ${keys.indexOf(key) + 1} of ${blocks.length}`);
              }}
              onKeyMove={(by) => moveBy(index, by)}
              onRemove={() => {
                remove(index);
                setSaid(`Removed ${labelOf(block, key)}. Undo brings it back.`);
              }}
              handleRef={(element) => {
                if (element) handles.current.set(key, element);
                else handles.current.delete(key);
              }}
            >
              {open.has(key) && isMap(block) ? renderBlock(index, block) : null}
            </BlockCard>
          );
        })}
      </Reorder.Group>
      {!readOnly && (
        <AddBlock
          library={library}
          onAdd={(choice) => {
            const example: Record<string, unknown> = { ...choice.example, type: choice.type };
            if (typeof example.id === 'string') example.id = freshId(example.id, blocks);
            insert(blocks.length, example);
            const key = typeof example.id === 'string' ? example.id : `#${blocks.length}`;
            setOpen((now) => new Set(now).add(key));
            setSaid(`Added a ${choice.type} block at the end`);
          }}
        />
      )}
    </section>
  );
}

const labelOf = (block: unknown, key: string) =>
  `${isMap(block) && typeof block.type === 'string' ? block.type : 'block'} “${key.startsWith('#') ? `#${Number(key.slice(1)) + 1}` : key}”`;

function BlockCard({
  blockKey,
  index,
  count,
  block,
  open,
  problem,
  readOnly,
  onToggle,
  onDragStart,
  onDragEnd,
  onKeyMove,
  onRemove,
  handleRef,
  children,
}: {
  blockKey: string;
  index: number;
  count: number;
  block: unknown;
  open: boolean;
  problem: boolean;
  readOnly?: boolean;
  onToggle(): void;
  onDragStart(): void;
  onDragEnd(): void;
  onKeyMove(by: number): void;
  onRemove(): void;
  handleRef(element: HTMLButtonElement | null): void;
  children: React.ReactNode;
}) {
  const controls = useDragControls();
  const bodyId = useId();
  const type = isMap(block) && typeof block.type === 'string' ? block.type : isMap(block) && typeof block.$ref === 'string' ? 'shared block' : 'block';
  const id = blockKey.startsWith('#') ? '' : blockKey;
  const summary = blockSummary(block);
  const label = labelOf(block, blockKey);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onKeyMove(event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  return (
    <Reorder.Item
      value={blockKey}
      dragListener={false}
      dragControls={controls}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      data-block={blockKey}
      className={clsx('list-none rounded-lg border bg-white shadow-xs', problem ? 'border-danger/60' : 'border-stone-200')}
    >
      <div className="flex items-center gap-1 p-1.5">
        {!readOnly && (
          <button
            type="button"
            ref={handleRef}
            aria-label={`Move ${label}, position ${index + 1} of ${count}`}
            aria-describedby="blocks-move-help"
            onPointerDown={(event) => controls.start(event)}
            onKeyDown={onKeyDown}
            className="grid size-8 shrink-0 cursor-grab touch-none place-items-center rounded text-ink/60 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-lagoon active:cursor-grabbing"
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
          className="flex min-w-0 flex-1 items-center gap-2 rounded px-1.5 py-1 text-left hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-lagoon"
        >
          {/* The spaces keep the parts apart in the button's name: "hero #hero Your founding place…". */}
          <span className="shrink-0 rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-ink/80">{type}</span>{' '}
          {id && <span className="shrink-0 font-mono text-xs text-ink/70">#{id}</span>} <span className="min-w-0 truncate text-sm text-ink">{summary}</span>{' '}
          {problem && <span className="shrink-0 text-xs font-medium text-danger">Problem</span>}
          <ChevronDown aria-hidden="true" className={clsx('ml-auto size-4 shrink-0 text-ink/60 transition-transform', open && 'rotate-180')} />
        </button>
        {!readOnly && (
          <button
            type="button"
            aria-label={`Remove ${label}`}
            title={count === 1 ? 'A page keeps at least one block' : undefined}
            disabled={count === 1}
            onClick={onRemove}
            className="grid size-8 shrink-0 place-items-center rounded text-ink/60 hover:bg-red-50 hover:text-danger focus-visible:outline-2 focus-visible:outline-lagoon disabled:opacity-40"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-stone-100 p-3">
        {children}
      </div>
    </Reorder.Item>
  );
}

function AddBlock({ library, onAdd }: { library: readonly BlockChoice[]; onAdd(choice: BlockChoice): void }) {
  const [type, setType] = useState('');
  const choice = library.find((b) => b.type === type);
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-lg border border-dashed border-stone-300 p-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-xs font-medium text-ink/75">
          Add a block from the library
        </label>
        <select id={id} className={studioControl} value={type} onChange={(event) => setType(event.target.value)} aria-describedby={`${id}-about`}>
          <option value="">Choose a block…</option>
          {library.map((b) => (
            <option key={b.type} value={b.type}>
              {b.type}
            </option>
          ))}
        </select>
        <p id={`${id}-about`} className="mt-1 text-xs text-ink/60">
          {choice ? choice.description : 'It starts with sample content you then change.'}
        </p>
      </div>
      <StudioButton
        variant="secondary"
        disabled={!choice}
        onClick={() => {
          if (!choice) return;
          onAdd(choice);
          setType('');
        }}
      >
        <Plus aria-hidden="true" className="size-4" /> Add block
      </StudioButton>
    </div>
  );
}
