import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { parseProspect, type ProspectResult } from '@/shared/domain/prospect-input';
import type { LogDmInput } from '@/shared/schemas/dm';
import {
  NO_SETTERS_HINT,
  PICK_PLATFORM_HINT,
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
import { HandlePlatformOptions } from '@/web/components/handle-platform-options';
import { SetterSelect } from '@/web/components/setter-select';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { whenIdle } from '@/web/lib/when-idle';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useActiveSetters } from '@/web/lib/active-setters';
import type { LogDmPurpose } from '@/web/lib/log-dm-launcher';
import { notify } from '@/web/lib/toast';
import { lastPlatform, rememberPlatform, storedPlatform } from '../utils/last-platform';
import { preselectedSetter, readLastSetter, rememberSetter } from '../utils/last-setter';
import { checkLogDm } from '../utils/check-log-dm';
import { ProspectNotice } from './prospect-notice';
import { useTypedProfileLookup } from '@/web/lib/dm-lookup';
import { PasteButton } from './paste-button';
import { ScriptUsedField } from './script-used-field';

// Loaded once the dialog is open (below), not with the page: the member types for a second or
// more before the first submit.
const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/dm').then((schemas) => schemas.logDmInput),
);

/** The dialog's heading: Log DM, or the Prospect Tracker's Add Prospect (the same DM log). */
const headings: Record<LogDmPurpose, { title: string; description: string }> = {
  'log-dm': { title: 'Log DM', description: 'Record a DM you just sent.' },
  'add-prospect': {
    title: 'Add Prospect',
    description: 'A prospect is someone you messaged: record the DM you sent them.',
  },
};

const isNeedsPlatform = (parsed: ProspectResult) =>
  !parsed.ok && parsed.reason === 'needs_platform';

/**
 * Log DM: a profile URL or a handle with its platform (none until the member picks one; then
 * the last one is remembered on the device), the duplicate pre-check while typing, and in team
 * mode the setter ('Self' or an active setter; the member's last one while it is still active).
 */
export function LogDmDialog({
  open,
  onOpenChange,
  soloMode,
  memberId,
  timeZone,
  busy,
  onLog,
  purpose = 'log-dm',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  soloMode: boolean;
  /** Whose last setter to start on (the signed-in member's id). */
  memberId: string | undefined;
  timeZone: string | undefined;
  busy: boolean;
  /** `followUp`: the profile was messaged before (or joins a prospect), as far as the device knows. */
  onLog: (input: LogDmInput, followUp: boolean) => Promise<boolean>;
  purpose?: LogDmPurpose;
}) {
  const setters = useActiveSetters(open && !soloMode);
  // Once the open dialog has painted: zod's first evaluation must not hold its first frame.
  useEffect(() => (open ? whenIdle(() => void resolver.load(), 500) : undefined), [open]);
  const form = useForm<LogDmInput>({
    resolver,
    defaultValues: { profileUrl: '', setterName: '', platform: lastPlatform() },
  });
  const url = useWatch({ control: form.control, name: 'profileUrl' });
  const platform = useWatch({ control: form.control, name: 'platform' });
  const { errors } = form.formState;
  const noSetters = setters.isSuccess && setters.data.length === 0;
  // A bare handle and no platform yet: the member picks one; nothing is assumed.
  const handleWithoutPlatform = useMemo(
    () => !platform && url.trim() !== '' && isNeedsPlatform(parseProspect(url)),
    [platform, url],
  );
  // A handle without its platform names no profile yet: nothing to recognise or look up.
  const lookup = useTypedProfileLookup(handleWithoutPlatform ? '' : url, platform ?? undefined);
  const prospectId = useWatch({ control: form.control, name: 'prospectId' });
  const attachedTo = lookup?.nameMatches.some((match) => match.id === prospectId)
    ? prospectId
    : undefined;

  // Team mode: once the active setters are known, start on the member's last setter if it is
  // still one of them (a choice made meanwhile in this dialog stays).
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!memberId || !setters.data || getValues('setterName')) return;
    const names = setters.data.map((setter) => setter.setterName);
    const setterName = preselectedSetter(readLastSetter(memberId), names);
    if (setterName) setValue('setterName', setterName);
  }, [memberId, setters.data, getValues, setValue]);

  const onSubmit = form.handleSubmit(async (values) => {
    const checked = checkLogDm(values, soloMode);
    if (!checked.ok) {
      form.setError(checked.field, { message: checked.message }, { shouldFocus: true });
      notify.error(checked.title, checked.message);
      return;
    }
    if (values.platform) rememberPlatform(values.platform);
    const input = attachedTo ? { ...checked.input, prospectId: attachedTo } : checked.input;
    if (await onLog(input, Boolean(lookup?.prospect || attachedTo))) {
      if (!soloMode && memberId && values.setterName) rememberSetter(memberId, values.setterName);
      form.reset({ profileUrl: '', setterName: values.setterName, platform: values.platform });
      onOpenChange(false);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{headings[purpose].title}</DialogTitle>
            <DialogDescription>{headings[purpose].description}</DialogDescription>
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
                onPaste={(profile) => {
                  form.setValue('profileUrl', profile, {
                    shouldDirty: true,
                    shouldValidate: false,
                  });
                  form.clearErrors('profileUrl');
                }}
                onNoProfile={(message) => form.setError('profileUrl', { message })}
              />
            </div>
          </Field>
          <ProspectNotice
            id="log-dm-url-detected"
            lookup={lookup}
            timeZone={timeZone}
            attachedTo={attachedTo}
            onAttach={(id) => form.setValue('prospectId', id)}
          />
          <Field
            id="log-dm-platform"
            label="Platform (for a @handle)"
            hint={handleWithoutPlatform ? PICK_PLATFORM_HINT : undefined}
            error={errors.platform?.message}
          >
            <NativeSelect
              id="log-dm-platform"
              aria-invalid={Boolean(errors.platform)}
              aria-describedby={
                errors.platform
                  ? 'log-dm-platform-error'
                  : handleWithoutPlatform
                    ? 'log-dm-platform-hint'
                    : undefined
              }
              {...form.register('platform', {
                setValueAs: (value: string) => storedPlatform(value),
                onChange: () => form.clearErrors('platform'),
              })}
            >
              <HandlePlatformOptions />
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
