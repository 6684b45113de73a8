/**
 * Waits until `holds()` is true, looking every 20 ms: for a state another process or the server
 * reaches (a file on disk, a line in the terminal) that sends no event. No deadline of its own:
 * vitest's test limit stops a hang, so a busy machine only makes it wait longer.
 */
export async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => setTimeout(resolve, 20));
}
