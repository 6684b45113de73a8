import type { ComponentType } from 'react';
import type { z } from 'zod';

/**
 * A block folder's public face: its YAML `type`, the zod schema of its data (without
 * `type` and `id`, which the engine adds) and the component that renders it.
 */
export interface BlockDefinition<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  type: T;
  schema: S;
  Component: ComponentType<z.output<S>>;
  /** One line for the block gallery and the JSON Schema description. */
  description: string;
  /**
   * Where the page puts the block: inside its single <main> landmark (the default), or after
   * it (footers, banners). Blocks never render a <main> of their own.
   */
  placement?: 'main' | 'after-main';
  /**
   * What the build derives from valid data, on the site's pages only (Storybook renders the data
   * as written): the hero's phone crop, which exists only where the build writes it.
   */
  prepare?: (data: z.output<S>) => z.output<S>;
}

export function defineBlock<const T extends string, S extends z.ZodObject>(definition: BlockDefinition<T, S>): BlockDefinition<T, S> {
  return definition;
}
