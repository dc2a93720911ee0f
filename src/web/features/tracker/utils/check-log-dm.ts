import { parseProspect } from '@/shared/domain/prospect-input';
import type { LogDmInput } from '@/shared/schemas/dm';
import {
  DEFAULT_SETTER,
  INVALID_URL,
  MISSING_INFO,
  MISSING_URL,
  NEEDS_PLATFORM,
} from '@/shared/schemas/dm-messages';

type Refusal = {
  field: 'profileUrl' | 'platform' | 'setterName';
  title: string;
  message: string;
};

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
    return parsed.reason === 'needs_platform'
      ? { ok: false, field: 'platform', ...NEEDS_PLATFORM }
      : { ok: false, field: 'profileUrl', ...INVALID_URL };
  }
  const input = {
    profileUrl: values.profileUrl,
    platform: values.platform,
    ...(values.scriptUsed ? { scriptUsed: values.scriptUsed } : {}),
  };
  return { ok: true, input: soloMode ? input : { ...input, setterName } };
}
