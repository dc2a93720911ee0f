import { useEffect, useState } from 'react';
import { loadState, STATE_KEY, type State } from '../background/state';
import type { PopupMessage } from '../background/popup-messages';

/** The extension's stored state, kept current as the background changes it. */
export function useExtensionState(): State | null {
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    void loadState().then(setState);
    const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'local' && changes[STATE_KEY]) void loadState().then(setState);
    };
    chrome.storage.onChanged.addListener(listener);
    return () => chrome.storage.onChanged.removeListener(listener);
  }, []);
  return state;
}

/** Asks the background to do something; its answer, if any. */
export const tell = <T = unknown>(message: PopupMessage) =>
  chrome.runtime.sendMessage(message) as Promise<T>;
