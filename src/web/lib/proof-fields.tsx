import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import type { ReauthInput } from '@/shared/schemas/privacy';

/**
 * The fresh proof an irreversible step asks for (docs/decisions/0133-privacy.md): the password,
 * and the authenticator's code when two-factor is on. Deleting an account and an admin's removal
 * of a member both ask it.
 */
export function ProofFields({
  idPrefix,
  value,
  onChange,
  twoFactor,
}: {
  idPrefix: string;
  value: { password: string; code: string };
  onChange: (value: { password: string; code: string }) => void;
  twoFactor: boolean;
}) {
  return (
    <>
      <Field id={`${idPrefix}-password`} label="Your password">
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          value={value.password}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
      </Field>
      {twoFactor ? (
        <Field id={`${idPrefix}-code`} label="Code from your authenticator app">
          <Input
            id={`${idPrefix}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={value.code}
            onChange={(event) => onChange({ ...value, code: event.target.value })}
          />
        </Field>
      ) : null}
    </>
  );
}

/** The proof as the API takes it: empty fields left out. */
export const proofBody = ({ password, code }: { password: string; code: string }): ReauthInput => ({
  ...(password ? { password } : {}),
  ...(code.trim() ? { code: code.trim() } : {}),
});
