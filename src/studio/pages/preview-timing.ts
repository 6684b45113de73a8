/**
 * How long typing may pause before the editor asks for a preview: short enough that the page
 * follows an edit within 300 ms (npm run bench:dev measures the rest, the dev server's answer).
 */
export const PREVIEW_DEBOUNCE_MS = 80;
