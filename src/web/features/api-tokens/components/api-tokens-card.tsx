import { useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import {
  API_TOKEN_EXPIRY_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
} from '@/shared/schemas/api-token-texts';
import type { ApiTokenSummary } from '@/shared/schemas/api-tokens';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Skeleton } from '@/web/components/ui/skeleton';
import { errorMessage } from '@/web/lib/api';
import { copyText } from '@/web/lib/clipboard';
import { formatDate, formatRelative } from '@/web/lib/format';
import { useTimeZone } from '@/web/lib/me';
import { notify } from '@/web/lib/toast';
import { useCreateApiToken, useMyApiTokens, useRevokeApiToken } from '../api/my-tokens';
import { RevokeTokenButton } from './revoke-token-button';

const NEVER = 'never';
const expiryLabel = (value: string) => (value === NEVER ? 'Never' : `In ${value} days`);

function expiryText(token: ApiTokenSummary, timeZone?: string) {
  if (token.expiresAt === null) return 'Never expires';
  return Date.parse(token.expiresAt) <= Date.now()
    ? 'Expired'
    : `Expires ${formatDate(token.expiresAt, timeZone)}`;
}

function TokenItem({ token }: { token: ApiTokenSummary }) {
  const timeZone = useTimeZone();
  const revoke = useRevokeApiToken();
  const onRevoke = async () => {
    try {
      await revoke.mutateAsync(token.id);
      notify.success('Token revoked', `${token.name} no longer works.`);
    } catch (error) {
      notify.error('Error', errorMessage(error, 'Failed to revoke the token.'));
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" aria-label={token.name}>
      <KeyRound aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {token.name}
          <Badge variant="secondary">{API_TOKEN_SCOPE_LABELS[token.scope]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          <code>{token.hint}</code> · Created {formatDate(token.createdAt, timeZone)} · Last used{' '}
          {formatRelative(token.lastUsedAt).toLowerCase()} · {expiryText(token, timeZone)}
        </p>
      </div>
      <RevokeTokenButton name={token.name} onRevoke={onRevoke} />
    </li>
  );
}

/** The new token, shown once with its copy button. */
function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <div
      className="grid gap-2 rounded-lg border border-primary/40 bg-primary/5 p-3"
      role="status"
      aria-label="Your new token"
    >
      <p className="font-medium">Your new token</p>
      <p className="text-sm text-muted-foreground">
        Copy this token now: it will not be shown again.
      </p>
      <code className="rounded-md border bg-card p-2 text-sm break-all" data-testid="new-token">
        {token}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copyText(token, 'Token')}>
          <Copy aria-hidden />
          Copy token
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

/** Settings → API tokens: tokens for Zapier, n8n or a script to use the v1 API (docs/api.md). */
export function ApiTokensCard() {
  const { data, isPending } = useMyApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiry, setExpiry] = useState<string>('90');
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<string | null>(null);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    // The schema with zod on the first creation, not before the page paints.
    const { createApiTokenInput } = await import('@/shared/schemas/api-tokens');
    const parsed = createApiTokenInput.safeParse({
      name,
      scope,
      expiresInDays: expiry === NEVER ? null : Number(expiry),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      const answer = await create.mutateAsync(parsed.data);
      setCreated(answer.token);
      setName('');
      notify.success('API token created', 'Copy it now: it will not be shown again.');
    } catch (failure) {
      notify.error('Error', errorMessage(failure, 'Failed to create the token.'));
    }
  };

  return (
    <Card id="api-tokens">
      <CardHeader>
        <CardTitle>API tokens</CardTitle>
        <CardDescription>
          Let other tools (Zapier, n8n, your own scripts) read your numbers and log DMs through the
          DM Sprint API. A token acts as you within its scope: keep it secret. See the{' '}
          <a className="text-primary underline underline-offset-4" href="/api/docs">
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {created ? <NewToken token={created} onDone={() => setCreated(null)} /> : null}
        {isPending ? (
          <Skeleton className="h-16" />
        ) : data?.tokens.length ? (
          <ul className="divide-y" aria-label="API tokens">
            {data.tokens.map((token) => (
              <TokenItem key={token.id} token={token} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No API tokens yet.</p>
        )}
        <form onSubmit={onCreate} noValidate className="grid gap-3 sm:grid-cols-3 sm:items-end">
          <Field id="api-token-name" label="Token name" error={error} className="sm:col-span-3">
            <Input
              id="api-token-name"
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              placeholder="e.g. Zapier"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'api-token-name-error' : undefined}
              onChange={(event) => setName(event.target.value)}
            />
          </Field>
          <Field id="api-token-scope" label="Scope">
            <NativeSelect
              id="api-token-scope"
              value={scope}
              onChange={(event) => setScope(event.target.value as ApiTokenScope)}
            >
              {API_TOKEN_SCOPES.map((value) => (
                <option key={value} value={value}>
                  {API_TOKEN_SCOPE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="api-token-expiry" label="Expires">
            <NativeSelect
              id="api-token-expiry"
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
            >
              {[...API_TOKEN_EXPIRY_DAYS.map(String), NEVER].map((value) => (
                <option key={value} value={value}>
                  {expiryLabel(value)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Button type="submit" disabled={create.isPending}>
            Create token
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
