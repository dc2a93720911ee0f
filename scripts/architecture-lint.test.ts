import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own eslint.config.js, run on source text placed at a path inside src/.
const eslint = new ESLint();

async function architectureErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('architecture lint (eslint.config.js)', () => {
  it('refuses a web feature importing another feature, and allows its own files', async () => {
    const file = 'src/web/features/settings/components/fixture.ts';
    expect(
      await architectureErrors(
        file,
        "import { useRequestPasswordReset } from '@/web/features/auth/api/password';\nexport const x = useRequestPasswordReset;\n",
      ),
    ).toEqual([expect.stringContaining('does not import another feature')]);
    expect(
      await architectureErrors(
        file,
        "import { useRequestPasswordReset } from '../../auth/api/password';\nexport const x = useRequestPasswordReset;\n",
      ),
    ).toHaveLength(1);
    expect(
      await architectureErrors(
        file,
        "import { useChangePassword } from '../api/password';\nimport { paths } from '@/shared/paths';\nimport { api } from '@/web/lib/api';\nexport const x = [useChangePassword, paths, api];\n",
      ),
    ).toEqual([]);
  });

  it('refuses src/shared importing the server or the web', async () => {
    const file = 'src/shared/domain/fixture.ts';
    expect(
      await architectureErrors(
        file,
        "import { notFound } from '@/server/http/errors';\nexport const x = notFound;\n",
      ),
    ).toEqual([expect.stringContaining('src/shared imports neither')]);
    expect(
      await architectureErrors(
        file,
        "import { api } from '@/web/lib/api';\nexport const x = api;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses the server importing the web, even as types; both use src/shared', async () => {
    const file = 'src/server/fixture.ts';
    for (const code of [
      "import { api } from '@/web/lib/api';\nexport const x = api;\n",
      "import { api } from '../web/lib/api';\nexport const x = api;\n",
      "import { useChangePassword } from '@/web/features/auth/api/password';\nexport const x = useChangePassword;\n",
      "import type { useMe } from '@/web/lib/me';\nexport type X = typeof useMe;\n",
    ]) {
      expect(await architectureErrors(file, code), code).toEqual([
        expect.stringContaining('The server does not import the web'),
      ]);
    }
    expect(
      await architectureErrors(
        file,
        "import { paths } from '@/shared/paths';\nexport const x = paths;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the browser extension to src/shared and the UI kit, and the app out of it', async () => {
    const file = 'extension/src/popup/fixture.ts';
    expect(
      await architectureErrors(
        file,
        "import { notFound } from '@/server/http/errors';\nexport const x = notFound;\n",
      ),
    ).toEqual([expect.stringContaining('The browser extension imports src/shared')]);
    expect(
      await architectureErrors(
        file,
        "import { paths } from '@/shared/paths';\nimport { Button } from '@/web/components/ui/button';\nexport const x = [paths, Button];\n",
      ),
    ).toEqual([]);
    expect(
      await architectureErrors(
        'src/shared/domain/fixture.ts',
        "import { valueAt } from '../../../extension/src/lib/json-path';\nexport const x = valueAt;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the web import the server as types only', async () => {
    const file = 'src/web/lib/fixture.ts';
    expect(
      await architectureErrors(
        file,
        "import { notFound } from '@/server/http/errors';\nexport const x = notFound;\n",
      ),
    ).toEqual([expect.stringContaining('only as types')]);
    expect(
      await architectureErrors(
        file,
        "import type { AppType } from '@/server/app';\nexport type X = AppType;\n",
      ),
    ).toEqual([]);
  });
});
