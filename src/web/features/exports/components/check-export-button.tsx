import { lazy } from 'react';
import { FileSearch } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { OnDemandDialog } from '@/web/components/ui/on-demand-dialog';

// The dialog, and the reader's worker it starts, load only when asked for.
const loadCheckExport = () => import('./check-export-dialog');
const CheckExportDialog = lazy(loadCheckExport);

/** Logs Manager → "Check against a platform export" (docs/product.md). */
export function CheckExportButton({ timeZone }: { timeZone?: string }) {
  return (
    <OnDemandDialog
      preload={loadCheckExport}
      trigger={(props) => (
        <Button variant="outline" {...props}>
          <FileSearch aria-hidden />
          Check against a platform export
        </Button>
      )}
    >
      {(dialog) => (timeZone ? <CheckExportDialog {...dialog} timeZone={timeZone} /> : null)}
    </OnDemandDialog>
  );
}
