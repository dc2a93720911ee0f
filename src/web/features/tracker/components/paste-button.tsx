import { ClipboardPaste } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { notify } from '@/web/lib/toast';

const canRead = () => typeof navigator !== 'undefined' && !!navigator.clipboard?.readText;

/** Fills a field from the clipboard where the browser allows reading it (not on every one). */
export function PasteButton({ onPaste }: { onPaste: (text: string) => void }) {
  if (!canRead()) return null;
  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (text) onPaste(text);
      else notify.info('Nothing to paste', 'The clipboard is empty.');
    } catch {
      notify.info(
        'Paste blocked',
        'Your browser did not allow reading the clipboard; paste with the keyboard instead.',
      );
    }
  };
  return (
    <Button type="button" variant="outline" onClick={paste}>
      <ClipboardPaste aria-hidden />
      Paste
    </Button>
  );
}
