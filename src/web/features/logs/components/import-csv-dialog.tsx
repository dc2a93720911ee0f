import { useId, useState } from 'react';
import { IMPORT_MAX_BYTES } from '@/shared/domain/dm-csv';
import type { ImportPreview, ImportPreviewRow } from '@/shared/schemas/logs';
import { Badge } from '@/web/components/ui/badge';
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
import { errorMessage } from '@/web/lib/api';
import { notify } from '@/web/lib/toast';
import { useCommitImport, usePreviewImport } from '../api/import-csv';

const SHOWN_ROWS = 200;
const statusBadge = {
  new: <Badge variant="success">New</Badge>,
  duplicate: <Badge variant="secondary">Duplicate, skipped</Badge>,
  error: <Badge variant="destructive">Error</Badge>,
};

function PreviewRow({ row }: { row: ImportPreviewRow }) {
  const url = row.status === 'error' ? row.profileUrl : row.dm.profileUrl;
  return (
    <li className="grid gap-1 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-xs text-muted-foreground">Row {row.row}</span>
        {statusBadge[row.status]}
      </div>
      <p className="truncate font-mono text-xs">{url || '(no URL)'}</p>
      {row.status === 'error' ? (
        <p className="text-xs font-medium text-destructive">{row.error}</p>
      ) : (
        <p className="text-xs text-muted-foreground">
          {row.dm.setterName} · {row.dm.platform}
          {row.dm.sentAt ? '' : ' · logged now'}
        </p>
      )}
    </li>
  );
}

/**
 * CSV import (docs/product.md, CSV import; not in the original specification): the export's
 * format or just profile URLs. A preview first, with per-row errors and the duplicates that will be
 * skipped; then all rows in one transaction.
 */
export default function ImportCsvDialog({
  open,
  onOpenChange,
  timeZone,
}: OnDemandDialogProps & { timeZone: string }) {
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewImport = usePreviewImport();
  const commitImport = useCommitImport();

  const reset = () => {
    setCsv(null);
    setPreview(null);
    previewImport.reset();
  };

  const onFile = async (file: File | undefined) => {
    reset();
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      notify.error('File Too Large', 'Import at most 4 MB of CSV at a time.');
      return;
    }
    const text = await file.text();
    try {
      setPreview(await previewImport.mutateAsync(text));
      setCsv(text);
    } catch (error) {
      notify.error('Import Failed', errorMessage(error, 'The file could not be read.'));
    }
  };

  const onImport = async () => {
    if (!csv) return;
    try {
      const result = await commitImport.mutateAsync(csv);
      notify.success(
        'CSV Imported!',
        `${result.created} ${result.created === 1 ? 'DM' : 'DMs'} imported, ${result.skipped} skipped.`,
      );
      reset();
      onOpenChange(false);
    } catch (error) {
      notify.error('Import Failed', errorMessage(error, 'Nothing was imported. Please try again.'));
    }
  };

  const counts = preview?.counts;
  const rows = preview
    ? [...preview.rows].sort((a, b) => Number(b.status === 'error') - Number(a.status === 'error'))
    : [];

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import DMs from CSV</DialogTitle>
          <DialogDescription>
            Use the Export CSV format, or a file with one profile URL per line. Dates and times are
            read in your time zone ({timeZone}); rows without a date are logged now. The platform
            comes from the URL. A row repeating a DM you already have (same profile, same second) is
            skipped. One bad row stops the whole import: nothing is saved until every row is right.
          </DialogDescription>
        </DialogHeader>
        <Field id={fileId} label="CSV file">
          <Input
            id={fileId}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="h-auto py-1.5"
            onChange={(event) => onFile(event.target.files?.[0])}
          />
        </Field>
        {previewImport.isPending ? (
          <p className="text-sm text-muted-foreground">Reading the file...</p>
        ) : null}
        {counts ? (
          <div className="grid gap-3">
            <p className="flex flex-wrap gap-2 text-sm" aria-live="polite">
              <Badge variant="success">{counts.new} new</Badge>
              <Badge variant="secondary">{counts.duplicate} duplicates</Badge>
              <Badge variant={counts.error ? 'destructive' : 'outline'}>
                {counts.error} {counts.error === 1 ? 'error' : 'errors'}
              </Badge>
            </p>
            {counts.error > 0 ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                Fix the rows marked Error in your file, then choose it again.
              </p>
            ) : null}
            <ul
              className="max-h-72 divide-y overflow-y-auto rounded-md border"
              aria-label="Import preview"
            >
              {rows.slice(0, SHOWN_ROWS).map((row) => (
                <PreviewRow key={row.row} row={row} />
              ))}
            </ul>
            {rows.length > SHOWN_ROWS ? (
              <p className="text-xs text-muted-foreground">
                Showing {SHOWN_ROWS} of {rows.length} rows.
              </p>
            ) : null}
          </div>
        ) : null}
        <DialogFooter>
          <Button
            onClick={onImport}
            disabled={!counts || counts.error > 0 || counts.new === 0 || commitImport.isPending}
          >
            {commitImport.isPending
              ? 'Importing...'
              : `Import ${counts?.new ?? 0} ${counts?.new === 1 ? 'DM' : 'DMs'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
