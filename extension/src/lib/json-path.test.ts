import { describe, expect, it } from 'vitest';
import { valueAt } from './json-path';

describe('valueAt', () => {
  const answer = { data: { someSendResponse: { message_id: 'mid.1', timestamp_ms: 17 } } };

  it('follows keys, and * through any one key', () => {
    expect(valueAt(answer, ['data', '*', 'message_id'])).toBe('mid.1');
    expect(valueAt(answer, ['data', 'someSendResponse', 'timestamp_ms'])).toBe('17');
  });

  it('gives only an id: never an object, an empty string or a missing key', () => {
    expect(valueAt(answer, ['data'])).toBeNull();
    expect(valueAt({ id: '' }, ['id'])).toBeNull();
    expect(valueAt(answer, ['data', '*', 'nothing'])).toBeNull();
    expect(valueAt(null, ['data'])).toBeNull();
    expect(valueAt({ constructor: 'x' }, ['toString'])).toBeNull();
  });
});
