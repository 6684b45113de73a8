import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Action } from '../actions/action-schema';
import { rememberLanding } from '../backend/lead-context';
import { reportClientErrors } from './report-errors';

/** Each island's code is its own chunk, fetched only when the page has that island. */
const islands = import.meta.glob<{ default: ComponentType<Record<string, unknown>> }>([
  '../blocks/*/*.island.tsx',
  '../ui/*.island.tsx',
]);

/**
 * Marks the island's element `data-hydrated` once it is live, for tests that must wait for a
 * positive signal before asserting that something stays absent. The first effect only asks for
 * one more render: it is batched with the updates the island's own first effects scheduled (a
 * cookie banner deciding to show), so the mark comes after those have rendered too.
 */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) element.dataset.hydrated = '';
    else setSettled(true);
  }, [element, settled]);
  return children;
}

function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? '';
    const load = islands[`../${name}.island.tsx`];
    if (!load) {
      console.error(`[landfall] no island named "${name}"`);
      continue;
    }
    const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
    void load().then((module) => {
      hydrateRoot(element, createElement(Hydrated, { element }, createElement(module.default, props)), {
        onRecoverableError: (error) => console.error('[landfall] hydration mismatch in', name, error),
      });
    });
  }
}

function listenForActions() {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
    if (!target) return;
    event.preventDefault();
    const action = JSON.parse(target.dataset.action ?? '{}') as Action;
    const context = { productId: document.body.dataset.productId ?? '', locale: document.documentElement.lang, trigger: target };
    void import('../actions/run-action').then(({ runAction }) => runAction(action, context));
  });
}

rememberLanding();
reportClientErrors();
listenForActions();
hydrateIslands();
