/**
 * Which script a DM used, stored as one key in dm_tracking.script_used:
 * `saved:<dm_scripts id>` (the member's saved script), `vault:<niche id>:<n>` (the vault's n-th
 * script of a niche, from 0), or `generated:<script type>:<tone>`. No key: none said.
 */
import { VAULT_NICHES } from '../content/vault';
import {
  SCRIPT_TONES,
  SCRIPT_TYPE_INFO,
  SCRIPT_TYPES,
  type ScriptTone,
  type ScriptType,
} from '../content/script-types';
import type { ScriptId } from '../schemas/ids';

export type ScriptUsed =
  | { kind: 'saved'; id: ScriptId }
  | { kind: 'vault'; nicheId: string; index: number }
  | { kind: 'generated'; scriptType: ScriptType; tone: ScriptTone };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const vaultScriptKey = (nicheId: string, index: number) => `vault:${nicheId}:${index}`;
export const generatedScriptKey = (scriptType: ScriptType, tone: ScriptTone) =>
  `generated:${scriptType}:${tone}`;
export const savedScriptKey = (id: string) => `saved:${id}`;

/** The key's meaning, or null when it names no script that exists (a vault script, a type). */
export function parseScriptUsed(key: string): ScriptUsed | null {
  const [kind, ...rest] = key.split(':');
  if (kind === 'saved' && rest.length === 1 && UUID.test(rest[0])) {
    return { kind, id: rest[0].toLowerCase() as ScriptId };
  }
  if (kind === 'vault' && rest.length === 2 && /^\d{1,2}$/.test(rest[1])) {
    const niche = VAULT_NICHES.find((entry) => entry.id === rest[0]);
    const index = Number(rest[1]);
    return niche && index < niche.scripts.length ? { kind, nicheId: niche.id, index } : null;
  }
  if (kind === 'generated' && rest.length === 2) {
    const [scriptType, tone] = rest as [ScriptType, ScriptTone];
    if (SCRIPT_TYPES.includes(scriptType) && SCRIPT_TONES.includes(tone)) {
      return { kind, scriptType, tone };
    }
  }
  return null;
}

/** The vault script a key names, with its niche. */
export function vaultScript(nicheId: string, index: number) {
  const niche = VAULT_NICHES.find((entry) => entry.id === nicheId);
  const script = niche?.scripts[index];
  return niche && script ? { niche, script } : null;
}

export const toneLabel = (tone: string) => tone.charAt(0).toUpperCase() + tone.slice(1);

/** A readable name for a vault or generated key (a saved script's name comes from its row). */
export function scriptUsedLabel(used: Exclude<ScriptUsed, { kind: 'saved' }>): string {
  if (used.kind === 'vault') {
    const found = vaultScript(used.nicheId, used.index);
    return found ? `Vault: ${found.niche.name} · ${found.script.title}` : 'Vault script';
  }
  return `Generated: ${SCRIPT_TYPE_INFO[used.scriptType].label} · ${toneLabel(used.tone)}`;
}
