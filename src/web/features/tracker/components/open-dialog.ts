import { useState, useSyncExternalStore } from 'react';

/** The tracker's dialogs: Log DM, Log Reply, Log Meeting, in the order they are mounted once idle. */
export const TRACKER_DIALOGS = ['dm', 'reply', 'meeting'] as const;
export type TrackerDialog = (typeof TRACKER_DIALOGS)[number];

/**
 * Which tracker dialog is open. The card that holds the buttons creates it and only the dialogs
 * subscribe, so opening or closing one re-renders the dialogs, not the card
 * (bench/log-dm.bench.ts measures the open).
 */
export type OpenDialog = {
  get: () => TrackerDialog | null;
  set: (name: TrackerDialog | null) => void;
  subscribe: (listener: () => void) => () => void;
};

function createOpenDialog(): OpenDialog {
  let current: TrackerDialog | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (name) => {
      if (name === current) return;
      current = name;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One store per card, kept across its renders. */
export const useOpenDialogStore = (): OpenDialog => useState(createOpenDialog)[0];

export const useOpenDialog = (store: OpenDialog) =>
  useSyncExternalStore(store.subscribe, store.get);
