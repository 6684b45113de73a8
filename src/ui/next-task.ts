/**
 * Lets the browser paint and answer input before the next piece of work: the scheduler's yield
 * where there is one (the rest keeps its place ahead of other tasks), a new task otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
