import { actionContext } from '../actions/action-context';
import { announceAction } from '../actions/announce-action';
import type { Action } from '../../ui/action-schema';
import { rememberLanding } from '../api/lead-context';
import { pageEvent } from '../dialogs/page-events';
import { dialogKinds, dialogShown, showDialogShell } from './dialog-shell';
import { enhanceInTurn } from './enhance';
import { firstStepAround, firstStepFor, handOver, handsOverWhenReady, holdSubmit, openerOf, openFirstStep } from './first-step';
import { takeEarlyInput } from './early-input';
import { reportClientErrors } from './report-errors';
import { watchSignals } from './signals';

/**
 * The page's client entry, small enough for every page: it runs the behaviours (plain scripts
 * that enhance the prerendered markup) and loads React, the dialogs and the forms only when a
 * visitor shows intent — pointer, touch or focus on a control that needs them, or such a control
 * scrolled into view — so the first tap finds them warm. A tap made while they load is queued
 * and carried out once they are there, never dropped.
 */
const controls = '[data-action],[data-island]';

const actionOf = (element: HTMLElement): Action => JSON.parse(element.dataset.action ?? '{}');

const runAction = () => import('../actions/run-action');
const hydrating = new WeakMap<HTMLElement, Promise<void>>();

function hydrate(island: HTMLElement): Promise<void> {
  let done = hydrating.get(island);
  if (!done) {
    done = import('./hydrate-island').then(({ hydrateIsland }) => hydrateIsland(island));
    hydrating.set(island, done);
  }
  return done;
}

function warm(target: Element): void {
  const button = target.closest<HTMLElement>('[data-action]');
  if (button) void runAction().then(({ prepareAction }) => prepareAction(actionOf(button).kind));
  const island = target.closest<HTMLElement>('[data-island]');
  if (island) void hydrate(island);
}

const opensDialog = new Set<Action['kind']>(dialogKinds);

function act(button: HTMLElement): void {
  // Already on its way (a first step's button waiting for the form's code): a second tap adds nothing.
  if (button.getAttribute('aria-busy') === 'true') return;
  const action = actionOf(button);
  // A dialog whose first step the page carries opens at once, whatever code is still on its way;
  // the code for its next steps loads while the visitor reads.
  const firstStep = firstStepFor(action.kind);
  if (firstStep) {
    // A first step that is a whole form (the partnership's) goes on to the React dialog as soon
    // as its code is there, with what was typed: at once when the dialogs are mounted already,
    // unless the visitor closed it first (the next tap brings it back).
    const handsOver = handsOverWhenReady(firstStep);
    const answered = !(handsOver && dialogsMounted());
    if (answered) {
      openFirstStep(firstStep, button);
      announceAction(action, actionContext(button));
      if (firstStep.dataset.event) pageEvent(firstStep.dataset.event);
    }
    const closed = new AbortController();
    if (handsOver) firstStep.addEventListener('close', () => closed.abort(), { once: true });
    void runAction().then(async (actions) => {
      await actions.prepareAction(action.kind);
      if (!handsOver) return;
      const context = actionContext(openerOf(firstStep) ?? button, closed.signal);
      context.takeOver = () => handOver(firstStep);
      context.firstStep = firstStep;
      await actions.runAction(action, context, { announced: answered });
    });
    return;
  }
  const canceled = new AbortController();
  // A button in a first step acts for the button that opened it (focus goes back there, a plot
  // it named stays chosen), and busies itself instead of the page's frame, which would be under it.
  const from = firstStepAround(button);
  const context = actionContext((from && openerOf(from)) || button, canceled.signal);
  if (from) {
    context.takeOver = () => handOver(from);
    button.setAttribute('aria-busy', 'true');
  }
  // Until the dialogs are mounted, a tap answers at once with the dialog's busy frame.
  const ready = dialogsMounted();
  const hideShell = opensDialog.has(action.kind) && !ready && !from ? showDialogShell(button, () => canceled.abort()) : undefined;
  void runAction()
    .then(({ runAction }) => runAction(action, context))
    .then(() => (hideShell && !canceled.signal.aborted ? dialogShown(1000) : undefined))
    .finally(() => {
      hideShell?.();
      button.removeAttribute('aria-busy');
    });
}

const dialogsMounted = () => document.querySelector('[data-slot="dialogs"]') !== null;

/** A form in an island that was submitted before its code was live is submitted again once it is. */
function submitWhenLive(form: HTMLFormElement): void {
  // A first step's form: the React dialog that takes its place sends it (its code is on its way).
  if (holdSubmit(form)) return;
  const island = form.closest<HTMLElement>('[data-island]');
  if (island) void hydrate(island).then(() => form.requestSubmit());
  else {
    // A behaviour's form (a one-field sign-up): its behaviour runs now, ahead of its turn, and the
    // held submit goes out to its listener right after (not inside the submit event being held).
    const behaviour = form.closest<HTMLElement>('[data-behaviour]');
    if (behaviour) {
      behaviours.now(behaviour);
      queueMicrotask(() => form.requestSubmit());
    }
  }
}

function listen(): void {
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-action]') : null;
    if (!button) return;
    event.preventDefault();
    act(button);
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      // The code that owns the form: its island, or else its behaviour, which may still be
      // waiting for its turn (enhanceInTurn).
      if (holdSubmit(form, (event as SubmitEvent).submitter)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
      const island = form.closest<HTMLElement>('[data-island]');
      const behaviour = island ? null : form.closest<HTMLElement>('[data-behaviour]');
      if ((island && !('hydrated' in island.dataset)) || (behaviour && behaviours.waiting(behaviour))) {
        event.preventDefault();
        event.stopImmediatePropagation();
        submitWhenLive(form);
      }
    },
    true,
  );
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(controls)) warm(event.target);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // Scrolling is intent too: a control that comes into view while the visitor scrolls is warmed
  // when the browser is idle. Nothing is observed before the first scroll, so a page nobody
  // touches loads no React.
  addEventListener(
    'scroll',
    () => {
      const seen = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
          idle(() => warm(entry.target));
        }
      });
      for (const control of document.querySelectorAll(controls)) seen.observe(control);
    },
    { once: true, passive: true },
  );
}

const behaviours = enhanceInTurn(document);
rememberLanding();
reportClientErrors();
watchSignals();
listen();
for (const [kind, target] of takeEarlyInput()) {
  if (kind === 'intent') warm(target);
  else if (kind === 'click' && target instanceof HTMLElement) act(target);
  else if (kind === 'submit' && target instanceof HTMLFormElement) submitWhenLive(target);
}
