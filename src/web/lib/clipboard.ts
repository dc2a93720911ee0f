import { notify } from './toast';

/** Copies text with the 'Copied!' / 'Failed to copy to clipboard.' toasts (docs/product.md). */
export async function copyText(text: string, what = 'Text'): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied!', `${what} copied to clipboard.`);
    return true;
  } catch {
    notify.error('Error', 'Failed to copy to clipboard.');
    return false;
  }
}
