import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/shared/paths';
import { useInViewport } from '@/web/lib/use-in-viewport';
import { usePreloadWhenIdle } from '@/web/lib/when-idle';

const anchor = paths.settingsSecurity.split('#')[1]!;
const loadAccountSecurity = () => import('./account-security');
const AccountSecurity = lazy(loadAccountSecurity);
/** Its room, kept until it is drawn; it pulses only while its code is on the way. */
const room = <Skeleton className="h-[40rem] animate-none rounded-xl" />;
const loading = <Skeleton className="h-[40rem] rounded-xl" />;

/** Scrolls to the section once mounted: inside the Suspense boundary, once the cards are there. */
function ScrollToSection() {
  useEffect(() => {
    // A statement, not the arrow's value: Chromium's scrollIntoView answers a promise, and what
    // an effect returns React calls as its cleanup.
    document.getElementById(anchor)?.scrollIntoView();
  }, []);
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
  usePreloadWhenIdle(loadAccountSecurity, 2000);

  return (
    <section
      ref={observe}
      id={anchor}
      aria-label="Account security"
      className="grid scroll-mt-20 gap-6"
    >
      {targeted || seen ? (
        <Suspense fallback={loading}>
          <AccountSecurity />
          {targeted ? <ScrollToSection /> : null}
        </Suspense>
      ) : (
        room
      )}
    </section>
  );
}
