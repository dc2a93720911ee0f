import { describe, expect, it } from 'vitest';
import { manifestFor } from './manifest';

describe('the manifest: what the extension may do', () => {
  it.each(['chromium', 'firefox'] as const)('%s: asks for nothing it never does', (target) => {
    const manifest: Record<string, unknown> = manifestFor(target);
    expect(manifest.manifest_version).toBe(3);
    expect(manifest).not.toHaveProperty('web_accessible_resources');
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('host_permissions');
    expect(manifest.permissions).toEqual(['storage', 'alarms']);
    const scripts = manifestFor(target).content_scripts;
    expect(new Set(scripts.flatMap((script) => script.matches))).toEqual(
      new Set([
        'https://www.linkedin.com/*',
        'https://www.instagram.com/*',
        'https://x.com/*',
        'https://www.facebook.com/*',
      ]),
    );
  });

  it('runs its background as Chrome and Edge, and as Firefox, expect it', () => {
    expect(manifestFor('chromium').background).toEqual({ service_worker: 'background.js' });
    expect(manifestFor('firefox').background).toEqual({ scripts: ['background.js'] });
    expect(manifestFor('firefox')).toHaveProperty('browser_specific_settings.gecko.id');
  });
});
