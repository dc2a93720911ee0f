import { useState } from 'react';
import { addDays } from '@/shared/domain/day';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import type { OnDemandDialogProps } from '@/web/components/ui/on-demand-dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { useDownloadCsv } from './use-download-csv';

/** A date-range export, streamed by the server so any number of rows fits. */
export default function ExportRangeDialog({
  open,
  onOpenChange,
  today,
}: OnDemandDialogProps & { today: string }) {
  const [from, setFrom] = useState(() => addDays(today, -29));
  const [to, setTo] = useState(today);
  const exportCsv = useDownloadCsv();
  const invalid = !from || !to || from > to;

  const onExport = () => exportCsv.download({ from, to }, () => onOpenChange(false));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Export a date range</DialogTitle>
          <DialogDescription>
            Every DM sent between the two dates (inclusive, in your time zone), oldest first.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="export-from" label="From">
            <Input
              id="export-from"
              type="date"
              value={from}
              max={to}
              onChange={(event) => setFrom(event.target.value)}
            />
          </Field>
          <Field
            id="export-to"
            label="To"
            error={invalid && from && to ? 'The end date is before the start date.' : undefined}
          >
            <Input
              id="export-to"
              type="date"
              value={to}
              min={from}
              onChange={(event) => setTo(event.target.value)}
            />
          </Field>
        </div>
        <DialogFooter>
          <Button onClick={onExport} disabled={invalid || exportCsv.isPending}>
            {exportCsv.isPending ? 'Exporting...' : 'Download CSV'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
