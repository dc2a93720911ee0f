/**
 * The value at `path` in a parsed JSON answer: each step a key, `*` any one key (the first
 * that leads to a value). Only a string or a number is a value: an id, never an object.
 */
export function valueAt(json: unknown, path: readonly string[]): string | null {
  if (path.length === 0) {
    if (typeof json === 'string' && json.length > 0) return json;
    return typeof json === 'number' && Number.isFinite(json) ? String(json) : null;
  }
  if (json === null || typeof json !== 'object') return null;
  const [step, ...rest] = path;
  const record = json as Record<string, unknown>;
  if (step !== '*') return Object.hasOwn(record, step) ? valueAt(record[step], rest) : null;
  for (const key of Object.keys(record)) {
    const found = valueAt(record[key], rest);
    if (found !== null) return found;
  }
  return null;
}
