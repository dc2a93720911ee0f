import { nextTask } from './tasks';

/**
 * Imports `last` after `first`, each import in a task of its own. A dynamic import evaluates the
 * module and every dependency not yet evaluated in one task: a part with heavy dependencies (a
 * dialog with its kit overlays and its form library) is one long task on a phone, unless its
 * dependencies are imported ahead, one by one.
 */
export async function importInSteps<T>(
  first: (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of first) {
    await step();
    await nextTask();
  }
  return last();
}
