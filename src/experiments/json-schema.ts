import { z } from 'zod';
import { experimentSchema } from './schema';

/**
 * schemas/experiment.schema.json, for editors (the first line of every experiment file names it):
 * generated from the zod schema by scripts/generate.ts, with a snippet for a new arm.
 */
/** An editor snippet's placeholder: `${1:home}`, which the editor selects for the author to overwrite. */
const tabstop = (n: number, text: string) => `\${${n}:${text}}`;

export function experimentJsonSchema(): Record<string, unknown> {
  const base = z.toJSONSchema(experimentSchema, { io: 'input' }) as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
  const arms = base.properties.arms ?? {};
  return {
    title: 'Landfall experiment',
    ...base,
    properties: {
      ...base.properties,
      arms: {
        ...arms,
        defaultSnippets: [
          {
            label: 'control and one arm',
            description: "The route's page as the control and one variant, half the visitors each",
            body: [
              { name: 'control', variant: tabstop(1, 'home'), weight: 50, control: true },
              { name: tabstop(2, 'copy'), variant: tabstop(3, 'home-copy'), weight: 50 },
            ],
          },
        ],
      },
    },
  };
}
