/**
 * A promise opened by hand that React's `use` reads synchronously once open: `open` marks it
 * fulfilled the way React tracks a settled promise, so a render in the same task (React's
 * synchronous takeover of a part the member touched) goes through instead of suspending again.
 */
export type Gate = { promise: Promise<void>; open: () => void; isOpen: () => boolean };

type Tracked = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

export function createGate(): Gate {
  let resolve = () => {};
  const promise: Tracked = new Promise<void>((settle) => (resolve = settle));
  return {
    promise,
    open: () => {
      promise.status = 'fulfilled';
      promise.value = undefined;
      resolve();
    },
    isOpen: () => promise.status === 'fulfilled',
  };
}

/** A gate that is open from the start. */
export function openGate(): Gate {
  const gate = createGate();
  gate.open();
  return gate;
}
