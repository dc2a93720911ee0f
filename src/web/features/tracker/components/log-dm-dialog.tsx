import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { handlePlatforms, parseProspect } from '@/shared/domain/prospect-input';
import type { LogDmInput } from '@/shared/schemas/dm';
import {
  DEFAULT_SETTER,
  INVALID_URL,
  MISSING_INFO,
  MISSING_URL,
  NEEDS_PLATFORM,
} from '@/shared/schemas/dm-messages';
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
import { SetterSelect } from '@/web/components/setter-select';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { whenIdle } from '@/web/lib/when-idle';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useActiveSetters } from '@/web/lib/active-setters';
import { notify } from '@/web/lib/toast';
import { lastPlatform, rememberPlatform } from '../utils/last-platform';
import { platformName } from '@/web/lib/format';
import { DuplicateNotice } from './duplicate-notice';
import { PasteButton } from './paste-button';
import { ScriptUsedField } from './script-used-field';

// Loaded once the dialog is open (below), not with the page: the member types for a second or
// more before the first submit.
const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/dm').then((schemas) => schemas.logDmInput),
);

type Refusal = { field: 'profileUrl' | 'setterName'; title: string; message: string };

/**
 * The Log DM checks (docs/product.md, Log DM dialog), on the client with the server's own rules,
 * before anything is sent or counted.
 */
export function checkLogDm(
  values: LogDmInput,
  soloMode: boolean,
): { ok: true; input: LogDmInput } | ({ ok: false } & Refusal) {
  const setterName = soloMode ? DEFAULT_SETTER : values.setterName?.trim();
  if (!values.profileUrl.trim()) {
    return { ok: false, field: 'profileUrl', ...(soloMode ? MISSING_URL : MISSING_INFO) };
  }
  if (!setterName) return { ok: false, field: 'setterName', ...MISSING_INFO };
  const parsed = parseProspect(values.profileUrl, values.platform);
  if (!parsed.ok) {
    const texts = parsed.reason === 'needs_platform' ? NEEDS_PLATFORM : INVALID_URL;
    return { ok: false, field: 'profileUrl', ...texts };
  }
  const input = {
    profileUrl: values.profileUrl,
    platform: values.platform,
    ...(values.scriptUsed ? { scriptUsed: values.scriptUsed } : {}),
  };
  return { ok: true, input: soloMode ? input : { ...input, setterName } };
}

/**
 * Log DM: a profile URL or a handle with its platform (the last one is remembered), the
 * duplicate pre-check while typing, and in team mode the setter ('Self' or an active setter).
 */
export function LogDmDialog({
  open,
  onOpenChange,
  soloMode,
  timeZone,
  busy,
  onLog,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  soloMode: boolean;
  timeZone: string | undefined;
  busy: boolean;
  onLog: (input: LogDmInput) => Promise<boolean>;
}) {
  const setters = useActiveSetters(open && !soloMode);
  // Once the open dialog has painted: zod's first evaluation must not hold its first frame.
  useEffect(() => (open ? whenIdle(() => void resolver.load(), 500) : undefined), [open]);
  const form = useForm<LogDmInput>({
    resolver,
    defaultValues: { profileUrl: '', setterName: '', platform: lastPlatform() },
  });
  const url = useWatch({ control: form.control, name: 'profileUrl' });
  const platform = useWatch({ control: form.control, name: 'platform' }) ?? 'linkedin';
  const { errors } = form.formState;
  const noSetters = setters.isSuccess && setters.data.length === 0;

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkLogDm(values, soloMode);
    if (!checked.ok) {
      form.setError(checked.field, { message: checked.message }, { shouldFocus: true });
      notify.error(checked.title, checked.message);
      return;
    }
    if (values.platform) rememberPlatform(values.platform);
    if (await onLog(checked.input)) {
      form.reset({ profileUrl: '', setterName: values.setterName, platform: values.platform });
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
            label="Profile URL or @handle"
            hint={PROFILE_URL_HINT}
            error={errors.profileUrl?.message}
          >
            <div className="flex gap-2">
              <Input
                id="log-dm-url"
                type="text"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={PROFILE_URL_PLACEHOLDER}
                aria-describedby={`${errors.profileUrl ? 'log-dm-url-error' : 'log-dm-url-hint'} log-dm-url-detected`}
                aria-invalid={Boolean(errors.profileUrl)}
                {...form.register('profileUrl')}
              />
              <PasteButton
                onPaste={(text) =>
                  form.setValue('profileUrl', text, { shouldDirty: true, shouldValidate: false })
                }
              />
            </div>
          </Field>
          <DuplicateNotice
            id="log-dm-url-detected"
            value={url}
            platform={platform}
            timeZone={timeZone}
          />
          <Field id="log-dm-platform" label="Platform (for a @handle)">
            <NativeSelect id="log-dm-platform" {...form.register('platform')}>
              {handlePlatforms.map((option) => (
                <option key={option} value={option}>
                  {platformName(option)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {soloMode ? null : (
            <Field
              id="log-dm-setter"
              label="Setter"
              hint={noSetters ? NO_SETTERS_HINT : undefined}
              error={errors.setterName?.message}
            >
              <Controller
                control={form.control}
                name="setterName"
                render={({ field }) => (
                  <SetterSelect
                    id="log-dm-setter"
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      form.clearErrors('setterName');
                    }}
                    setters={setters.data ?? []}
                    invalid={Boolean(errors.setterName)}
                    describedBy={
                      errors.setterName
                        ? 'log-dm-setter-error'
                        : noSetters
                          ? 'log-dm-setter-hint'
                          : undefined
                    }
                  />
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
