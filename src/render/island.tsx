import type { ComponentType } from 'react';

/**
 * Marks an interactive part of a block. The server renders it like any component and
 * writes its props beside it; the client hydrates only these, each as its own root.
 * `name` is the island file's path below src/ without `.island.tsx`, like `ui/countdown`.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  className,
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  className?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className ?? 'contents'}>
      <Component {...props} />
    </div>
  );
}
