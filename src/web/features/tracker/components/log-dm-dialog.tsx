import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseProfileUrl } from '@/shared/domain/platform';
import {
  DEFAULT_SETTER,
  INVALID_URL,
  logDmInput,
  MISSING_INFO,
  type LogDmInput,
} from '@/shared/schemas/dm';
import {
  NO_SETTERS_HINT,
  PROFILE_URL_HINT,
  PROFILE_URL_PLACEHOLDER,
} from '@/shared/schemas/tracker';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { notify } from '@/web/lib/toast';
import { useActiveSetters } from '../api/get-active-setters';
import { platformLabels } from '../utils/format';
import { ScriptUsedField } from './script-used-field';

/** Spec §5, on the client with the server's own rules, before anything is sent. */
export function checkLogDm(values: LogDmInput, soloMode: boolean): LogDmInput | null {
  const setterName = soloMode ? DEFAULT_SETTER : values.setterName?.trim();
  if (!values.profileUrl.trim() || !setterName) {
    notify.error(MISSING_INFO.title, MISSING_INFO.message);
    return null;
  }
  const parsed = parseProfileUrl(values.profileUrl);
  if (!parsed.ok) {
    const { title, message } = parsed.reason === 'missing' ? MISSING_INFO : INVALID_URL;
    notify.error(title, message);
    return null;
  }
  const scriptUsed = values.scriptUsed ? { scriptUsed: values.scriptUsed } : {};
  return soloMode
    ? { profileUrl: values.profileUrl, ...scriptUsed }
    : { profileUrl: values.profileUrl, setterName, ...scriptUsed };
}

function DetectedProfile({ url }: { url: string }) {
  const parsed = url.trim() ? parseProfileUrl(url) : null;
  return (
    <p className="min-h-4 text-xs text-muted-foreground" aria-live="polite">
      {parsed?.ok
        ? `${platformLabels[parsed.profile.platform]} profile · ${parsed.profile.name}`
        : ''}
    </p>
  );
}

/** Log DM: profile URL, and in team mode the setter ('Self' or an active setter). */
export function LogDmDialog({
  open,
  onOpenChange,
  soloMode,
  busy,
  onLog,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  soloMode: boolean;
  busy: boolean;
  onLog: (input: LogDmInput) => Promise<boolean>;
}) {
  const setters = useActiveSetters(open && !soloMode);
  const form = useForm<LogDmInput>({
    resolver: zodResolver(logDmInput),
    defaultValues: { profileUrl: '', setterName: '' },
  });
  const url = useWatch({ control: form.control, name: 'profileUrl' });
  const { errors } = form.formState;
  const noSetters = setters.isSuccess && setters.data.length === 0;

  const onSubmit = form.handleSubmit(async (values) => {
    const input = checkLogDm(values, soloMode);
    if (!input) return;
    if (await onLog(input)) {
      form.reset({ profileUrl: '', setterName: values.setterName });
      onOpenChange(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Log DM</DialogTitle>
            <DialogDescription>Record a DM you just sent.</DialogDescription>
          </DialogHeader>
          <Field
            id="log-dm-url"
            label="Profile URL"
            hint={PROFILE_URL_HINT}
            error={errors.profileUrl?.message}
          >
            <Input
              id="log-dm-url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder={PROFILE_URL_PLACEHOLDER}
              aria-describedby="log-dm-url-hint log-dm-url-detected"
              aria-invalid={Boolean(errors.profileUrl)}
              {...form.register('profileUrl')}
            />
          </Field>
          <div id="log-dm-url-detected" className="-mt-3">
            <DetectedProfile url={url} />
          </div>
          {soloMode ? null : (
            <Field id="log-dm-setter" label="Setter" hint={noSetters ? NO_SETTERS_HINT : undefined}>
              <Controller
                control={form.control}
                name="setterName"
                render={({ field }) => (
                  <Select value={field.value || undefined} onValueChange={field.onChange}>
                    <SelectTrigger
                      id="log-dm-setter"
                      aria-describedby={noSetters ? 'log-dm-setter-hint' : undefined}
                    >
                      <SelectValue placeholder="Select setter" />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value={DEFAULT_SETTER}>{DEFAULT_SETTER}</SelectItem>
                      {(setters.data ?? []).map((setter) => (
                        <SelectItem key={setter.id} value={setter.setterName}>
                          {setter.setterName}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </Field>
          )}
          <ScriptUsedField control={form.control} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Logging...' : 'Log DM'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
