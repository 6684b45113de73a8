/**
 * The dialogs whose first step a page carries as HTML (first-steps.tsx), by the action kind that
 * opens each: the page's loader and entry (src/interactive/client) find it by that kind.
 */
export const firstStepOf = { founder: 'info', partnership: 'partner' } as const;

export const firstStepSelector = (kind: string) => `dialog[data-first-step="${kind}"]`;

/**
 * A first step that is its dialog's whole form (the partnership dialog's) carries this attribute:
 * the visitor types into the page's own fields while the form's code loads, and the React dialog
 * takes its place as soon as that code is there, with what was typed, focus and a held submit.
 */
export const handsOverAttribute = 'data-hand-over';
