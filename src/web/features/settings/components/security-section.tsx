import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/lib/paths';
import { useInViewport } from '@/web/lib/use-in-viewport';
import { whenIdle } from '@/web/lib/when-idle';

const anchor = paths.settingsSecurity.split('#')[1]!;
const loadAccountSecurity = () => import('./account-security');
const AccountSecurity = lazy(loadAccountSecurity);
/** Its room, kept until it is drawn; it pulses only while its code is on the way. */
const room = <Skeleton className="h-[40rem] animate-none rounded-xl" />;
const loading = <Skeleton className="h-[40rem] rounded-xl" />;

/** Scrolls to `target` once mounted: inside the Suspense boundary, once the cards are there. */
function ScrollTo({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    // A statement, not the arrow's value: Chromium's scrollIntoView answers a promise, and what
    // an effect returns React calls as its cleanup.
    target.current?.scrollIntoView();
  }, [target]);
  return null;
}

/**
 * Password, second factor, passkeys and devices: below the first screen, and a long render (tens
 * of milliseconds on a phone). Its code loads once the browser is idle; it is drawn when the
 * member scrolls near it, or at once when the address points at it (`paths.settingsSecurity`: the
 * security mails' link, the admin's two-factor prompt), which then scrolls to it.
 */
export function SecuritySection() {
  const targeted = useLocation().hash === `#${anchor}`;
  const [observe, seen] = useInViewport<HTMLElement>();
  const section = useRef<HTMLElement>(null);
  useEffect(() => whenIdle(() => void loadAccountSecurity(), 2000), []);

  return (
    <section
      ref={(element) => {
        section.current = element;
        observe(element);
      }}
      id={anchor}
      aria-label="Account security"
      className="grid scroll-mt-20 gap-6"
    >
      {targeted || seen ? (
        <Suspense fallback={loading}>
          <AccountSecurity />
          {targeted ? <ScrollTo target={section} /> : null}
        </Suspense>
      ) : (
        room
      )}
    </section>
  );
}
