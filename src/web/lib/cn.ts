import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { nextTask } from './tasks';

let config: ReturnType<typeof getDefaultConfig> | undefined;
const mergeClasses = createTailwindMerge(() => (config ??= getDefaultConfig()));

/**
 * Class lists already merged, each as `[classes, merged]`, or `[classes]` where merging changed
 * nothing: what the server merged as it drew a page (docs/decisions/0143-member-pages-rendered-
 * on-the-server.md, "Class lists merged on the server").
 */
export type MergedClasses = ([string] | [string, string])[];

/** The class lists the server merged for this page, handed over with its HTML. */
const handedOver = new Map<string, string>();
/** Where the class lists a server render merges are kept, while it draws a page. */
const recorders = new Set<Map<string, string>>();

export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  const known = handedOver.get(classes);
  if (known !== undefined) return known;
  const merged = mergeClasses(classes);
  for (const recorder of recorders) recorder.set(classes, merged);
  return merged;
}

/**
 * Starts keeping every class list `cn` merges (the server, as it draws a page); the returned
 * function stops and answers them. Pages drawn at the same time each get the other's lists too:
 * harmless, as a merge's answer depends on its classes only.
 */
export function recordMergedClasses(): () => MergedClasses {
  const recorder = new Map<string, string>();
  recorders.add(recorder);
  return () => {
    recorders.delete(recorder);
    return [...recorder].map(([classes, merged]) =>
      merged === classes ? [classes] : [classes, merged],
    );
  };
}

/**
 * Takes over the class lists the server merged for the page it drew: taking that page over then
 * needs none of tailwind-merge's tables, which take ~55–100 ms to build at 4× CPU.
 */
export function takeOverMergedClasses(lists: MergedClasses) {
  for (const [classes, merged = classes] of lists) handedOver.set(classes, merged);
}

/**
 * Readies `cn` for class lists it has not merged yet: tailwind-merge builds its configuration and
 * then its class map on the first call (~55–100 ms at 4× CPU, a long task). Here in two tasks of
 * their own, each under 50 ms there.
 */
export function warmCn(): Promise<void> {
  return nextTask()
    .then(() => (config ??= getDefaultConfig()))
    .then(nextTask)
    .then(() => void mergeClasses(''));
}
