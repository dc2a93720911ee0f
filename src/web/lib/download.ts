import { apiError, retryingFetch } from './api';

/** Fetches a file the API serves (a CSV export) and saves it under `name`; returns the name. */
export async function downloadFile(url: string, name: string): Promise<string> {
  const response = await retryingFetch(url);
  if (!response.ok) throw await apiError(response);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
  return name;
}
