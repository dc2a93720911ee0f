import { Button } from '@/web/components/ui/button';
import { copyText } from '@/web/lib/clipboard';

/** The backup codes, shown once: copy them or save them as a text file. */
export function BackupCodes({
  codes,
  renewed = false,
  onDone,
}: {
  codes: string[];
  /** Made again in Settings: the old codes no longer work. */
  renewed?: boolean;
  onDone: () => void;
}) {
  const text = `DM Sprint backup codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        {renewed
          ? 'These are your new backup codes: the old ones no longer work.'
          : 'Two-factor authentication is on.'}{' '}
        Save these backup codes somewhere safe: each one signs you in once if you lose your phone.
        They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-md border p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => copyText(text, 'Backup codes')}>
          Copy codes
        </Button>
        <Button asChild variant="outline">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
            download="dm-sprint-backup-codes.txt"
          >
            Download .txt
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          I saved them
        </Button>
      </div>
    </div>
  );
}
