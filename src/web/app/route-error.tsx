import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';

export function RouteError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">Reload the page, or go back to the dashboard.</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Back to dashboard</Link>
      </Button>
    </main>
  );
}
