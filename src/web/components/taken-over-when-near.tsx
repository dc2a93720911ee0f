import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryCacheNotifyEvent } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { createGate, openGate } from '@/web/lib/gate';
import { openWhenTouched } from '@/web/lib/take-over-when-touched';
import { isTakingOver } from '@/web/lib/taking-over';
import { LaterPart } from './later-part';

/** How far from the screen a part is taken over: about a thumb's scroll ahead. */
const NEAR = '300px 0px';

/**
 * A part of a page the server drew, below its first screen: the app takes it over (hydrates it)
 * only once it comes near the screen or the member touches it (a tap, a key, a focus inside it),
 * not with the page. Until then React leaves its HTML as drawn, on screen and readable, and the
 * page's takeover does none of its work
 * (docs/decisions/0143-member-pages-rendered-on-the-server.md, "Parts below the first screen").
 * A page the app draws itself draws it at once.
 *
 * An update reaching a part not yet taken over would make React throw its HTML away and draw it
 * anew, blank until it is near: new children (the page drawn again) or a new address (the
 * router's, the one context above a page that changes while it is open) open it first. Data the
 * part drew may change too: a request asked again opens it, so that React takes it over while
 * the answer is on its way, before the cache holds other data than the HTML (if the answer wins,
 * React draws the part again, logging a hydration error: the part then shows the new data).
 */
export function TakenOverWhenNear({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const [first] = useState(() => {
    const drawnByServer = isTakingOver();
    return { gate: drawnByServer ? createGate() : openGate(), drawnByServer, children, location };
  });
  const { gate } = first;
  if (children !== first.children || location !== first.location) gate.open();
  const element = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const part = element.current;
    if (gate.isOpen() || !part) return;
    const stopTouch = openWhenTouched(part, gate.open);
    const stopRefetch = queryClient.getQueryCache().subscribe((event) => {
      if (isRefetch(event)) gate.open();
    });
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: NEAR },
    );
    near.observe(part);
    const stop = () => {
      stopTouch();
      stopRefetch();
      near.disconnect();
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate, queryClient]);
  return (
    <div ref={element} className={className}>
      <LaterPart gate={gate} drawnByServer={first.drawnByServer}>
        {children}
      </LaterPart>
    </div>
  );
}

const isRefetch = (event: QueryCacheNotifyEvent) =>
  event.type === 'updated' && event.action.type === 'fetch' && event.query.state.data !== undefined;
