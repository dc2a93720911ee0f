import { Search } from 'lucide-react';
import {
  platformFilters,
  statusFilters,
  type PlatformFilter,
  type StatusFilter,
} from '@/shared/domain/pipeline';
import { Card } from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { NativeSelect } from '@/web/components/ui/native-select';
import { platformName } from '@/web/lib/format';

const statusLabels: Record<StatusFilter, string> = {
  all: 'All statuses',
  sent: 'Sent (no reply yet)',
  responded: 'Responded',
  closed: 'Closed (meeting booked)',
  cold: 'Cold (7+ days, no reply)',
};

export type ProspectFilterValues = {
  search: string;
  status: StatusFilter;
  platform: PlatformFilter;
};

/** Search, Status and Platform over the prospect list (docs/product.md, Prospect Tracker). */
export function ProspectFilters({
  values,
  onChange,
}: {
  values: ProspectFilterValues;
  onChange: (next: ProspectFilterValues) => void;
}) {
  return (
    <Card className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_12rem_12rem] sm:items-end sm:p-4">
      <Field id="prospect-search" label="Search" className="col-span-2 sm:col-span-1">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="prospect-search"
            type="search"
            className="pl-9"
            placeholder="Name, company or notes"
            maxLength={100}
            value={values.search}
            onChange={(event) => onChange({ ...values, search: event.target.value })}
          />
        </div>
      </Field>
      <Field id="prospect-status" label="Status">
        <NativeSelect
          id="prospect-status"
          value={values.status}
          onChange={(event) => onChange({ ...values, status: event.target.value as StatusFilter })}
        >
          {statusFilters.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="prospect-platform" label="Platform">
        <NativeSelect
          id="prospect-platform"
          value={values.platform}
          onChange={(event) =>
            onChange({ ...values, platform: event.target.value as PlatformFilter })
          }
        >
          {platformFilters.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All platforms' : platformName(value)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </Card>
  );
}
