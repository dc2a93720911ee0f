import { handlePlatforms } from '@/shared/domain/prospect-input';
import { canLogByItself } from '@/shared/extension/can-log-by-itself';
import type { DetectorsConfig } from '@/shared/extension/detectors';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import type { State } from '../background/state';
import { PLATFORM_NAMES } from '../lib/platforms';
import { tell } from './use-extension-state';

/**
 * Automatic or one click, per platform: automatic only where the platform's own answer confirms a
 * send; one click is the default everywhere.
 */
export function ModesView({ state, detectors }: { state: State; detectors: DetectorsConfig }) {
  return (
    <section aria-labelledby="modes-heading" className="grid gap-2">
      <h2 id="modes-heading" className="text-sm font-semibold">
        Log by itself
      </h2>
      <ul className="grid gap-2 text-sm">
        {handlePlatforms.map((platform) => {
          const possible = canLogByItself(detectors.platforms[platform]);
          const id = `auto-${platform}`;
          return (
            <li key={platform} className="flex items-center justify-between gap-3">
              <div className="grid">
                <Label htmlFor={id}>{PLATFORM_NAMES[platform]}</Label>
                <span className="text-xs text-muted-foreground">
                  {!possible
                    ? 'One click only: the page is the only source.'
                    : state.modes[platform] === 'auto'
                      ? 'Logs each DM the platform confirms.'
                      : 'Each DM waits for your click.'}
                </span>
              </div>
              <Switch
                id={id}
                disabled={!possible}
                checked={possible && state.modes[platform] === 'auto'}
                onCheckedChange={(checked) =>
                  void tell({ type: 'set-mode', platform, mode: checked ? 'auto' : 'click' })
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
