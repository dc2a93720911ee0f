import { type ReactNode } from 'react';
import { isTakingOver, takeoverGate } from '@/web/lib/taking-over';
import { LaterPart } from './later-part';

/**
 * A part of a page the server drew that the app takes over on its own, once the rest of the page
 * is taken over: its takeover is a commit of its own (React leaves its HTML as drawn meanwhile).
 * For a part that starts a synchronous render as it is taken over (react-hook-form marks its form
 * ready from a layout effect): inside the page's commit, that render makes React run every effect
 * of the whole page in the same task (docs/decisions/0143-member-pages-rendered-on-the-server.md,
 * "No synchronous render right after the takeover"). A page the app draws itself draws it at once.
 */
export function TakenOverAfter({ children }: { children: ReactNode }) {
  return (
    <LaterPart gate={takeoverGate()} drawnByServer={isTakingOver()}>
      {children}
    </LaterPart>
  );
}
