import type { AdminApiToken } from '@/shared/schemas/api-tokens';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { formatRelative } from '@/web/lib/format';
import { notify } from '@/web/lib/toast';
import { useAllApiTokens, useRevokeAnyApiToken } from '../api/all-tokens';
import { RevokeTokenButton } from './revoke-token-button';

function AdminTokenItem({ token }: { token: AdminApiToken }) {
  const revoke = useRevokeAnyApiToken();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      notify.success('Token revoked', `${token.name} of ${token.owner.name} no longer works.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to revoke the token.'));
    }
  };
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-3"
      aria-label={`${token.name}, ${token.owner.name}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{token.name}</p>
        <p className="text-sm text-muted-foreground">
          {token.owner.name} · <code>{token.hint}</code> · Last used{' '}
          {formatRelative(token.lastUsedAt).toLowerCase()}
        </p>
      </div>
      <RevokeTokenButton name={token.name} owner={token.owner.name} onRevoke={onRevoke} />
    </li>
  );
}

/** Admin → Community: every member's API tokens; the admin revokes any. */
export function AdminApiTokensCard() {
  const { data, isPending } = useAllApiTokens();
  return (
    <Card>
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Every member's API tokens. Revoke one that should stop working: it does at once.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-16" />
        ) : data?.tokens.length ? (
          <ul className="divide-y" aria-label="Members' API tokens">
            {data.tokens.map((token) => (
              <AdminTokenItem key={token.id} token={token} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No member has an API token.</p>
        )}
      </CardContent>
    </Card>
  );
}
