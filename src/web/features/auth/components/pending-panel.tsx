import { useNavigate } from 'react-router';
import { Clock, ShieldX } from 'lucide-react';
import type { ApprovalStatus } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { paths } from '@/shared/paths';
import { useSignOut } from '../api/sign-out';

/**
 * The blocking panel a pending (or rejected, docs/decisions/0101-server-enforced-approval.md)
 * account sees on every guarded page.
 */
export function PendingPanel({ status }: { status: ApprovalStatus }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const rejected = status === 'rejected';
  // /auth redirects a live session to the dashboard, so returning there ends the session first.
  const returnToAuth = async () => {
    await signOut.mutateAsync().catch(() => {});
    navigate(paths.auth, { replace: true });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-3">
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center">
          <span className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            {rejected ? <ShieldX aria-hidden /> : <Clock aria-hidden />}
          </span>
          <CardTitle className="text-xl">
            {rejected ? 'Account Access Denied' : 'Account Pending Approval'}
          </CardTitle>
          <CardDescription>
            {rejected
              ? 'Your account application was not approved. Please contact support for more information.'
              : "Your account is under review by our team. You'll receive an email once it is approved, and you'll get access to all the tools right after."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <a
              href={paths.auth}
              onClick={(event) => {
                event.preventDefault();
                void returnToAuth();
              }}
            >
              Return to Auth
            </a>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
