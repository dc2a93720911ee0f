import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/shared/paths';
import { Button } from './ui/button';

/** Title row of a tool page: Back to the dashboard, the title, and optional actions. */
export function PageHeader({
  title,
  description,
  actions,
  backTo = paths.dashboard,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  backTo?: string;
}) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit -ml-2">
          <Link to={backTo}>
            <ArrowLeft aria-hidden />
            Back
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
