import { useEffect, useRef } from 'react';
import { notify } from '@/web/lib/toast';
import { useMe } from '@/web/lib/me';

/** One id for the account's standing: a newer announcement replaces, never stacks on, an older one. */
const AUTH_STATE_TOAST = 'auth-state';

/**
 * On every change of signed-in account (initial session included), a pending or rejected
 * account is told where it stands, as the auth-state toasts do (docs/product.md, Toasts): pending
 * in the neutral style (it is waiting, not failing), rejected in the destructive one.
 */
export function AuthStateToasts() {
  const me = useMe();
  const announced = useRef<string | null>(null);
  const profile = me.data?.profile;
  const key = profile ? `${profile.userId}:${profile.approvalStatus}` : null;

  useEffect(() => {
    if (!profile || key === announced.current) {
      if (!profile) announced.current = null;
      return;
    }
    announced.current = key;
    // Waiting for the admin is no failure: a neutral notice. A refusal is one.
    if (profile.approvalStatus === 'pending') {
      notify.info(
        'Account Pending Approval',
        "Your account is being reviewed by our team. You'll receive an email once approved.",
        { kind: AUTH_STATE_TOAST },
      );
    } else if (profile.approvalStatus === 'rejected') {
      notify.error(
        'Account Access Denied',
        'Your account application was not approved. Please contact support for more information.',
        { kind: AUTH_STATE_TOAST },
      );
    }
  }, [key, profile]);

  return null;
}
