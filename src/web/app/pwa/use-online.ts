import { useSyncExternalStore } from 'react';
import { onReachabilityChange, serverReachable } from '@/web/lib/api';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stopReachability = onReachabilityChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stopReachability();
  };
};

/** Whether the browser has a connection and the last request reached the server. */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine && serverReachable(),
    () => true,
  );
