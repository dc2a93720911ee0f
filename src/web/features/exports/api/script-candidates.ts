import { VAULT_NICHES } from '@/shared/content/vault';
import { scriptTokens, type ScriptCandidate } from '@/shared/domain/script-match';
import { savedScriptKey, vaultScriptKey } from '@/shared/domain/script-used';
import { api, unwrap } from '@/web/lib/api';

/** The member's saved scripts and the vault's, as the first messages are matched against them. */
export async function fetchScriptCandidates(): Promise<ScriptCandidate[]> {
  const { scripts } = await unwrap(api.api.scripts.$get());
  return [
    ...scripts.map((script) => ({
      key: savedScriptKey(script.id),
      tokens: scriptTokens(script.generatedScript),
    })),
    ...VAULT_NICHES.flatMap((niche) =>
      niche.scripts.map((script, index) => ({
        key: vaultScriptKey(niche.id, index),
        tokens: scriptTokens(script.content),
      })),
    ),
  ];
}
