import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { nextTask } from './tasks';

let config: ReturnType<typeof getDefaultConfig> | undefined;
const mergeClasses = createTailwindMerge(() => (config ??= getDefaultConfig()));

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/**
 * Readies `cn` before a page's first render needs it: tailwind-merge builds its configuration
 * and then its class map on the first call (~55–100 ms at 4× CPU, a long task). Here in two
 * tasks of their own, each under 50 ms there.
 */
export function warmCn(): Promise<void> {
  return nextTask()
    .then(() => (config ??= getDefaultConfig()))
    .then(nextTask)
    .then(() => void mergeClasses(''));
}
