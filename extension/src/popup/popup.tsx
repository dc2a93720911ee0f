import { useEffect, useState } from 'react';
import { EXTENSION_VERSION } from '@/shared/extension/version';
import { Button } from '@/web/components/ui/button';
import { detectorsOf } from '../background/detectors';
import type { Item, State } from '../background/state';
import { ConnectForm } from './connect-form';
import { ItemRow } from './item-row';
import { ModesView } from './modes-view';
import { PageCheckView } from './page-check-view';
import { tell, useExtensionState } from './use-extension-state';

type Today = { dmsSent: number; goal: number } | null;

function ItemList({ title, items, empty }: { title: string; items: Item[]; empty?: string }) {
  if (items.length === 0 && !empty) return null;
  const id = `list-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-sm font-semibold">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((item) => (
            <ItemRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Connected({ state }: { state: State }) {
  const [today, setToday] = useState<Today>(null);
  const connection = state.connection!;
  const loggedCount = state.items.filter((item) => item.status === 'logged').length;
  useEffect(() => {
    void tell<Today>({ type: 'opened' }).then(setToday);
  }, [loggedCount]);
  const of = (status: Item['status']) => state.items.filter((item) => item.status === status);
  const queued = of('queued');
  const { serverOffers, detectors } = detectorsOf(state);
  return (
    <>
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">{connection.memberName}</p>
        <p className="text-2xl font-bold" data-testid="today-count">
          {today ? `${today.dmsSent} / ${today.goal}` : '–'}
          <span className="ml-2 text-sm font-normal text-muted-foreground">DMs today</span>
        </p>
      </div>
      <ItemList
        title="Waiting for a click"
        items={[...of('waiting'), ...of('refused')]}
        empty="Nothing waits: DMs you send show here."
      />
      {queued.length > 0 ? (
        <section aria-labelledby="outbox-heading" className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <h2 id="outbox-heading" className="text-sm font-semibold" data-testid="outbox">
              {state.offline
                ? `${queued.length} waiting to be sent (offline)`
                : `${queued.length} being sent`}
            </h2>
            <Button size="sm" variant="outline" onClick={() => void tell({ type: 'send-now' })}>
              Send now
            </Button>
          </div>
          <ul className="grid gap-2">
            {queued.map((item) => (
              <ItemRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
      <ItemList title="Logged" items={of('logged').toReversed()} />
      <PageCheckView />
      <ModesView state={state} detectors={detectors} />
      <footer className="grid gap-2 border-t pt-3 text-xs text-muted-foreground">
        <p>
          Extension {EXTENSION_VERSION}
          {serverOffers && serverOffers !== EXTENSION_VERSION
            ? ` · your server offers ${serverOffers}: download it in Settings`
            : ''}{' '}
          · {new URL(connection.origin).host}
        </p>
        <Button size="sm" variant="ghost" onClick={() => void tell({ type: 'disconnect' })}>
          Disconnect
        </Button>
      </footer>
    </>
  );
}

/** The toolbar popup: connect, or today's count, what waits, what was logged, this page. */
export function Popup() {
  const state = useExtensionState();
  return (
    // Busy until the background has said what it holds (connected or not).
    <main className="mx-auto grid max-w-md gap-4 p-4" aria-busy={state === null}>
      <h1 className="text-lg font-bold">DM Sprint</h1>
      {state === null ? null : state.connection ? (
        <Connected state={state} />
      ) : (
        <ConnectForm
          lost={state.lostConnection === 'revoked'}
          waiting={state.pendingConnect !== null}
        />
      )}
    </main>
  );
}
