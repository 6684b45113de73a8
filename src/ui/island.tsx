import type { ComponentType } from 'react';

/**
 * Marks a part of a block that needs React in the browser (a form). The server renders it like
 * any component and writes its props beside it; the client hydrates it as its own root when a
 * visitor reaches for it (src/interactive/client/main.ts). What a page does on its own is a behaviour
 * instead (ui/behaviour.tsx), which loads no React.
 * `name` is the island file's path below src/ without `.island.tsx`, like `blocks/contact/contact` (a library block) or `site/blocks/membership-form/membership-form` (the site's own).
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
