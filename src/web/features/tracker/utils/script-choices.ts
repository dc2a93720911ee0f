import { VAULT_NICHES } from '@/shared/content/vault';
import { SCRIPT_TONES, SCRIPT_TYPE_INFO, SCRIPT_TYPES } from '@/shared/content/script-types';
import {
  generatedScriptKey,
  scriptUsedLabel,
  toneLabel,
  vaultScriptKey,
} from '@/shared/domain/script-used';

export type ScriptChoice = { key: string; label: string };

/** Every vault script, niche by niche. */
export const vaultChoices: ScriptChoice[] = VAULT_NICHES.flatMap((niche) =>
  niche.scripts.map((_, index) => {
    const key = vaultScriptKey(niche.id, index);
    return { key, label: scriptUsedLabel({ kind: 'vault', nicheId: niche.id, index }) };
  }),
);

/** Every script type in every tone, as the Script Generator offers them. */
export const generatedChoices: ScriptChoice[] = SCRIPT_TYPES.flatMap((scriptType) =>
  SCRIPT_TONES.map((tone) => ({
    key: generatedScriptKey(scriptType, tone),
    label: `${SCRIPT_TYPE_INFO[scriptType].label} · ${toneLabel(tone)}`,
  })),
);

const LAST_CHOICE = 'dm-sprint:last-script-used';

/** The member's last choice on this device, so logging stays one tap. */
export function rememberedScript(): string {
  try {
    return localStorage.getItem(LAST_CHOICE) ?? '';
  } catch {
    return '';
  }
}

export function rememberScript(key: string) {
  try {
    if (key) localStorage.setItem(LAST_CHOICE, key);
    else localStorage.removeItem(LAST_CHOICE);
  } catch {
    // storage blocked (private mode): the choice is simply not remembered
  }
}
