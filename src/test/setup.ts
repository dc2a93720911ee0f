import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error (Epic Stack): spy, then assert nothing was logged.
let errorSpy = vi.spyOn(console, 'error');
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls as unknown[][];
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((call) => call.join(' ')).join('\n')}`);
  }
});
