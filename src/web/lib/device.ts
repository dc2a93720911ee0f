import { useSyncExternalStore } from 'react';

type NavigatorLike = { userAgent: string; maxTouchPoints?: number };

/**
 * iPhone, iPod or iPad (an iPad's Safari may present itself as a Mac: one with a touch screen is
 * an iPad). iOS has no Web Share Target, whatever the browser (they all run on WebKit there).
 */
export function isIos({ userAgent, maxTouchPoints = 0 }: NavigatorLike): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** A phone or tablet: a coarse pointer (a finger) or a narrow screen. */
export const PHONE_QUERY = '(pointer: coarse), (max-width: 639px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether this device is a phone (PHONE_QUERY); false where there is no window (pre-render). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}

/** Whether the app runs on iOS (false in the pre-render). */
export function useIsIos(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => isIos(navigator),
    () => false,
  );
}
