import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on an unexpected console.error (Epic Stack): spy, then assert nothing was logged.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error: ${calls.map((call) => call.join(' ')).join('\n')}`);
  }
});
