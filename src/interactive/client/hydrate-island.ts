import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Each island's code is its own chunk, fetched only when a visitor reaches for that island. */
const islands = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>([
  '../../blocks/*/*.island.tsx',
  '../../site/blocks/*/*.island.tsx',
  '../../ui/*.island.tsx',
]);

/**
 * Marks the island's element `data-hydrated` once it is live, for tests that must wait for a
 * positive signal before asserting that something stays absent. The first effect only asks for
 * one more render: it is batched with the updates the island's own first effects scheduled, so
 * the mark comes after those have rendered too.
 */
function Hydrated({ element, onLive, children }: { element: HTMLElement; onLive: () => void; children?: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!settled) return setSettled(true);
    element.dataset.hydrated = '';
    onLive();
  }, [element, settled, onLive]);
  return children;
}

/** Hydrates one island as its own React root; resolves once it is live. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islands[`../../${name}.island.tsx`];
  if (!load) {
    console.error(`[landfall] no island named "${name}"`);
    return;
  }
  const props: Record<string, unknown> = JSON.parse(element.dataset.props ?? '{}');
  const module = await load();
  await new Promise<void>((live) => {
    hydrateRoot(element, createElement(Hydrated, { element, onLive: live }, createElement(module.default, props)), {
      onRecoverableError: (error) => console.error('[landfall] hydration mismatch in', name, error),
    });
  });
}
