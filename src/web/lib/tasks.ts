/** Settles in a task of its own, after what the browser has queued (a paint, an input). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Settles with `promise`, or after `ms` if it has not by then. */
export const atMost = (promise: Promise<unknown> | undefined, ms: number) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
