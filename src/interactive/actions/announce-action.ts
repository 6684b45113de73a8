import type { Action } from '../../ui/action-schema';

/**
 * Every action a button starts is announced as a `landfall:action` DOM event, the page's one hook
 * for tags and tests: by runAction, and by the client entry for a first step it opens itself.
 */
// The context is run-action.ts's ActionContext, named loosely here: that module imports this one.
export function announceAction(action: Action, context: object): void {
  document.dispatchEvent(new CustomEvent('landfall:action', { detail: { action, context } }));
}
