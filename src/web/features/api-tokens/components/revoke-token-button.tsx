import { lazy } from 'react';
import { Button } from '@/web/components/ui/button';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';

const loadRevokeDialog = () => import('./revoke-token-dialog');
const RevokeTokenDialog = lazy(loadRevokeDialog);

/** Revoke, behind its confirm (loaded on demand): the member's own token, or `owner`'s. */
export function RevokeTokenButton({
  name,
  owner,
  onRevoke,
}: {
  name: string;
  owner?: string;
  onRevoke: () => Promise<void>;
}) {
  const whose = owner ? `${owner}'s token “${name}”` : `“${name}”`;
  return (
    <OnDemandDialog
      preload={loadRevokeDialog}
      trigger={(props) => (
        <Button variant="outline" size="sm" aria-label={`Revoke ${whose}`} {...props}>
          Revoke
        </Button>
      )}
    >
      {(dialog) => <RevokeTokenDialog {...dialog} whose={whose} onRevoke={onRevoke} />}
    </OnDemandDialog>
  );
}
