import { useContext, useSyncExternalStore } from 'react';
import {
  AssumedScreenContext,
  useMediaQuery,
  WIDE_SCREEN,
  type AssumedScreen,
} from './media-query';

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

/**
 * The screen a member's browser most likely has, from its user agent (the server's render of a
 * member page, src/web/member-page-render.tsx): a phone, a tablet, else a wide screen. Where the
 * guess is wrong, the page follows the real screen once it runs.
 */
export function screenOf(userAgent: string): AssumedScreen {
  const ios = isIos({ userAgent });
  if (/Mobi|iPhone|iPod/i.test(userAgent)) return { width: 390, coarse: true, ios };
  if (/Android|iPad|Tablet/i.test(userAgent)) return { width: 820, coarse: true, ios };
  return { ...WIDE_SCREEN, ios };
}

/** Whether this device is a phone (PHONE_QUERY). */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY);

/** Whether the app runs on iOS (where there is no window, as the server guessed). */
export function useIsIos(): boolean {
  const assumed = useContext(AssumedScreenContext).ios;
  return useSyncExternalStore(
    () => () => {},
    () => isIos(navigator),
    () => assumed,
  );
}
