/**
 * The dialogs whose first step a page carries as HTML (first-steps.tsx), by the action kind that
 * opens each: the page's loader and entry (src/interactive/client) find it by that kind.
 */
export const firstStepOf = { founder: 'info' } as const;

export const firstStepSelector = (kind: string) => `dialog[data-first-step="${kind}"]`;
