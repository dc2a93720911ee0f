import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/shared/paths';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <Button asChild variant="outline">
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </main>
  );
}
