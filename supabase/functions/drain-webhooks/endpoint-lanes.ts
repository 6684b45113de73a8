/**
 * Deliveries grouped by endpoint, at most `limit` endpoints at a time. An endpoint's waiting rows
 * go out together once it is free; rows for an endpoint that is still busy wait for it rather
 * than opening more connections to a receiver that holds them. So a stalled receiver holds one
 * lane until its deliveries time out, and every other endpoint goes on being delivered.
 */
interface Job {
  start(): void;
  done: Promise<unknown>;
}

export class EndpointLanes {
  readonly #waiting = new Map<string, Job[]>();
  readonly #busy = new Set<string>();
  #scheduled = false;

  constructor(readonly limit: number) {}

  /** Runs `job` in its endpoint's lane; `started` settles when it begins, `done` with its result. */
  add<T>(endpoint: string, job: () => Promise<T>): { started: Promise<void>; done: Promise<T> } {
    let start = () => {};
    const started = new Promise<void>((resolve) => (start = resolve));
    const done = started.then(job);
    const waiting = this.#waiting.get(endpoint) ?? [];
    waiting.push({ start, done });
    this.#waiting.set(endpoint, waiting);
    // After the caller's synchronous adds: the rows of one claim for one endpoint go out together.
    if (!this.#scheduled) {
      this.#scheduled = true;
      queueMicrotask(() => {
        this.#scheduled = false;
        this.#pump();
      });
    }
    return { started, done };
  }

  #pump(): void {
    // A Map iterates in insertion order: the endpoint waiting longest goes first.
    for (const [endpoint, jobs] of this.#waiting) {
      if (this.#busy.size >= this.limit) return;
      if (this.#busy.has(endpoint)) continue;
      this.#waiting.delete(endpoint);
      this.#busy.add(endpoint);
      for (const job of jobs) job.start();
      void Promise.allSettled(jobs.map((job) => job.done)).then(() => {
        this.#busy.delete(endpoint);
        this.#pump();
      });
    }
  }
}
