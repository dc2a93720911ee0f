import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { paths } from '@/shared/paths';
import { useTwoFactorOn } from '@/web/lib/two-factor-status';

/** An admin account guards the whole community: until it has 2FA, ask for it. */
export function TwoFactorPrompt() {
  const on = useTwoFactorOn();
  if (on.data !== false) return null;
  return (
    <Card className="mt-6 border-warning/50" role="status">
      <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your admin account has no two-factor authentication. Turn it on so a stolen password alone
          cannot open your community.
        </p>
        <Button asChild size="sm">
          <Link to={paths.settingsSecurity}>Turn on two-factor</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
