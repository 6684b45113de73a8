/**
 * npm start only: a page reloads when the variants change, as it did on Vite's own full-reload.
 * The dev server sends this event instead (scripts/vite-plugin-landfall.ts) so that the studio's
 * page editor, which writes variants, keeps its state when its own save lands on disk.
 */
export const VARIANTS_CHANGED = 'landfall:variants-changed';

if (import.meta.hot) import.meta.hot.on(VARIANTS_CHANGED, () => location.reload());
