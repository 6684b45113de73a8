/**
 * mulberry32: a small, well-mixed 32-bit generator for the experiment simulations (the report's
 * --simulate and --peeking), which must print the same figures for the same seed. Math.random
 * cannot be seeded. Never used by a page.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
