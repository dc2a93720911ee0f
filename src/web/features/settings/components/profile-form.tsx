import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Profile, profileFormInput } from '@/shared/schemas/profile';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { errorMessage } from '@/web/lib/api';
import { lazyZodResolver } from '@/web/lib/lazy-resolver';
import { notify } from '@/web/lib/toast';
import { useUpdateSettings } from '../api/update-settings';

type ProfileInput = z.input<typeof profileFormInput>;

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/profile').then((schemas) => schemas.profileFormInput),
);

/** `profile` undefined: the page's frame, before the member is known (fields empty, disabled). */
export function ProfileForm({ profile }: { profile: Profile | undefined }) {
  const update = useUpdateSettings();
  const form = useForm<ProfileInput>({
    resolver,
    values: profile && {
      fullName: profile.fullName ?? '',
      company: profile.company ?? '',
      industry: profile.industry ?? '',
    },
    disabled: !profile,
  });
  const { errors } = form.formState;
  // The value in the HTML too: the server draws this form with the member's profile
  // (docs/decisions/0143-member-pages-rendered-on-the-server.md), not empty until the app runs.
  const field = (name: keyof ProfileInput) => ({
    ...form.register(name),
    defaultValue: form.getValues(name),
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => notify.success('Saved!', 'Your profile was updated.'),
      onError: (error) =>
        notify.error('Error', errorMessage(error, 'Failed to save your profile.')),
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear to the admin and on the leaderboard.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <Field
            id="settings-name"
            label="Full Name"
            error={errors.fullName?.message}
            className="sm:col-span-2"
          >
            <Input id="settings-name" autoComplete="name" {...field('fullName')} />
          </Field>
          <Field id="settings-company" label="Company" error={errors.company?.message}>
            <Input id="settings-company" autoComplete="organization" {...field('company')} />
          </Field>
          <Field id="settings-industry" label="Industry" error={errors.industry?.message}>
            <Input id="settings-industry" {...field('industry')} />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={!profile || update.isPending}>
              Save profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
