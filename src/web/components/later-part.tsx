import { Suspense, use, type ReactNode } from 'react';
import type { Gate } from '@/web/lib/gate';
import { DrawnByServerContext } from '@/web/lib/taking-over';

/**
 * A part of a page the server drew that the app takes over after the page, once `gate` opens: a
 * Suspense boundary whose content waits for it, so React keeps the part's HTML as drawn meanwhile
 * and takes it over in a commit of its own. `drawnByServer`: the part's HTML is the server's, and
 * its first render, however late, must draw the same (`useBrowserValue` reads nothing yet).
 */
export function LaterPart({
  gate,
  drawnByServer,
  children,
}: {
  gate: Gate;
  drawnByServer: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <DrawnByServerContext value={drawnByServer}>
        <WaitFor gate={gate} />
        {children}
      </DrawnByServerContext>
    </Suspense>
  );
}

function WaitFor({ gate }: { gate: Gate }) {
  if (!gate.isOpen()) use(gate.promise);
  return null;
}
