import { useLocation } from 'react-router';

/**
 * The navigation state sign-up hands the dashboard: the member has just created the account, so
 * the greeting is a welcome, not a "welcome back" (that is for a return sign-in).
 */
export const signedUpState = { signedUp: true } as const;

export const isSignedUpState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signedUp' in state && state.signedUp === true;

/** ‘Welcome, {name}’ right after sign-up, ‘Welcome back, {name}’ on every other visit. */
export const greeting = (name: string, justSignedUp: boolean) =>
  `${justSignedUp ? 'Welcome' : 'Welcome back'}, ${name}`;

/** Whether this page was opened by sign-up (its history entry carries `signedUpState`). */
export function useJustSignedUp(): boolean {
  return isSignedUpState(useLocation().state);
}
