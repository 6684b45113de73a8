import type { ReactNode } from 'react';

/**
 * Marks markup that a small script enhances in the browser, without React: the component renders
 * the markup once (prerender, Storybook, tests), and `src/<name>.behaviour.ts` gives it life
 * wherever it is shown (src/interactive/client/enhance.ts). The props the script needs travel beside it.
 */
export function Behaviour<P extends object>({
  name,
  props,
  className,
  children,
}: {
  /** The behaviour file's path below src/ without `.behaviour.ts`, like `ui/countdown`. */
  name: string;
  props: P;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div data-behaviour={name} data-props={JSON.stringify(props)} className={className ?? 'contents'}>
      {children}
    </div>
  );
}
