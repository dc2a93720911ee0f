import { DevicesCard } from './devices-card';
import { PasskeysCard } from './passkeys-card';
import { SecurityCard } from './security-card';
import { TwoFactorCard } from './two-factor-card';

/** The account's protection: password, second factor, passkeys, signed-in devices. */
export default function AccountSecurity() {
  return (
    <>
      <SecurityCard />
      <TwoFactorCard />
      <PasskeysCard />
      <DevicesCard />
    </>
  );
}
