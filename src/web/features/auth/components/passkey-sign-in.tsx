import { KeyRound } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { errorMessage } from '@/web/lib/api';
import { passkeyPromptMessage, passkeysAvailable, PASSKEYS_NEED_HTTPS } from '@/web/lib/passkeys';
import { notify } from '@/web/lib/toast';
import { usePasskeySignIn } from '../api/passkey-sign-in';

/** The sign-in page's other way in; the WebAuthn code loads on the click (src/web/lib/passkeys.ts). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = usePasskeySignIn();
  const start = async () => {
    if (!passkeysAvailable()) return notify.error('Sign in failed', PASSKEYS_NEED_HTTPS);
    try {
      await signIn.mutateAsync();
      onSignedIn();
    } catch (error) {
      notify.error(
        'Sign in failed',
        passkeyPromptMessage(error) ??
          errorMessage(error, 'Could not reach the server. Try again.'),
      );
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={signIn.isPending}
      onClick={start}
    >
      <KeyRound aria-hidden />
      {signIn.isPending ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
