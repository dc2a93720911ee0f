import { lazy } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';

const loadDialog = () => import('./delete-account-dialog');
const DeleteAccountDialog = lazy(loadDialog);

/**
 * Settings → Danger zone: the account and every row of it go, after a fresh proof. The dialog's
 * code loads once the browser is idle, not with the page.
 */
export function DeleteAccountCard() {
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>Danger zone</CardTitle>
        <CardDescription>
          Delete your account and everything in it: your DMs, prospects, scripts, objections,
          settings, passkeys and devices. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <OnDemandDialog
          preload={loadDialog}
          trigger={(props) => (
            <Button variant="destructive" {...props}>
              <Trash2 aria-hidden />
              Delete my account
            </Button>
          )}
        >
          {(dialog) => <DeleteAccountDialog {...dialog} />}
        </OnDemandDialog>
      </CardContent>
    </Card>
  );
}
