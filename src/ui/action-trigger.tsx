import type { ComponentProps } from 'react';
import type { Action } from './action-schema';

type TriggerProps = Pick<ComponentProps<'a'>, 'className' | 'tabIndex' | 'aria-label' | 'aria-describedby' | 'children'> & {
  action: Action;
  'data-slot'?: string;
  /** A name CSS can draw from (the avatar strip's hover label). */
  'data-name'?: string;
};

/**
 * Any markup that runs a YAML action (a whole card, an avatar). Scroll and link actions are
 * anchors that work without JavaScript; the others are buttons carrying the action as data for
 * the delegated click handler.
 */
export function ActionTrigger({ action, ...props }: TriggerProps) {
  if (action.kind === 'scroll') return <a href={`#${action.target}`} {...props} />;
  if (action.kind === 'link') {
    return <a href={action.href} {...props} {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} />;
  }
  return <button type="button" data-action={JSON.stringify(action)} {...props} />;
}
