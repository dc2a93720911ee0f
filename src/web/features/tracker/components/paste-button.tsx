import { ClipboardPaste } from 'lucide-react';
import { profileInText } from '@/shared/domain/share-text';
import { NO_PROFILE_PASTED } from '@/shared/schemas/tracker';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';

const canRead = () => typeof navigator !== 'undefined' && !!navigator.clipboard?.readText;

/**
 * Fills the field from the clipboard where the browser allows reading it (not on every one):
 * only the profile link or handle in the copied text (`profileInText`, as the share page reads
 * a share). Copied text without one fills nothing and says so (`onNoProfile`).
 */
export function PasteButton({
  onPaste,
  onNoProfile,
}: {
  onPaste: (profile: string) => void;
  onNoProfile: (message: string) => void;
}) {
  if (!canRead()) return null;
  const paste = async () => {
    let text: string;
    try {
      text = (await navigator.clipboard.readText()).trim();
    } catch {
      notify.info(
        'Paste blocked',
        'Your browser did not allow reading the clipboard; paste with the keyboard instead.',
      );
      return;
    }
    if (!text) {
      notify.info('Nothing to paste', 'The clipboard is empty.');
      return;
    }
    const profile = profileInText(text);
    if (profile) {
      onPaste(profile);
      return;
    }
    notify.error(NO_PROFILE_PASTED.title, NO_PROFILE_PASTED.message);
    onNoProfile(NO_PROFILE_PASTED.message);
  };
  return (
    <Button type="button" variant="outline" onClick={paste}>
      <ClipboardPaste aria-hidden />
      Paste
    </Button>
  );
}
