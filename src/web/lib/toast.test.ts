import { beforeEach, describe, expect, it, vi } from 'vitest';

/** sonner's store, reduced to what is on screen: id → title. */
const screen = new Map<string, { title: string; action?: { label: string } }>();
vi.mock('sonner', () => {
  const add = (title: string, data: { id: string; action?: { label: string } }) =>
    void screen.set(data.id, { title, action: data.action });
  const toast = Object.assign(add, {
    success: add,
    error: add,
    warning: add,
    dismiss: (id: string) => void screen.delete(id),
  });
  return { toast };
});

const { holdToasts, loadToasts, notify } = await import('./toast');
const titles = () => [...screen.values()].map((shown) => shown.title);

beforeEach(async () => {
  await loadToasts();
  for (const kind of ['log-dm', 'undo', 'Error', 'Missing Information', 'Saved!']) {
    notify.dismiss(kind);
  }
  screen.clear();
});

describe('toasts', () => {
  it('shows one toast per kind: the newest replaces the older one', () => {
    const undo = { label: 'Undo', onClick: () => undefined };
    for (const name of ['Ann', 'Bo', 'Cy']) {
      notify.success('DM Logged!', `${name} · LinkedIn · Self`, { kind: 'log-dm', action: undo });
    }
    notify.success('Saved!', 'Prospect details saved.');
    notify.success('Saved!', 'Prospect details saved.');
    expect(titles()).toEqual(['DM Logged!', 'Saved!']);
  });

  it('a later success of an action takes the place of its stale error, and of the checks it replaces', () => {
    notify.error('Missing Information', 'Please fill in profile URL and select setter.');
    notify.error('Error', 'Failed to log DM. Please try again.', { kind: 'log-dm' });
    notify.error('Error', 'Failed to save your setting.'); // another action's failure stays
    notify.success('DM Logged!', 'Ann · LinkedIn · Self', {
      kind: 'log-dm',
      replaces: ['Missing Information'],
    });
    expect(titles().sort()).toEqual(['DM Logged!', 'Error']);
  });

  it('puts the toasts away while a dialog is open and brings them back, with their Undo, when it closes', () => {
    notify.success('DM Logged!', 'Ann · LinkedIn · Self', {
      kind: 'log-dm',
      action: { label: 'Undo', onClick: () => undefined },
    });
    const closeFirst = holdToasts();
    const closeSecond = holdToasts(); // a dialog opened from a dialog
    expect(titles()).toEqual([]);
    notify.error('Missing Information', 'Please fill in profile URL and select setter.');
    expect(titles()).toEqual(['Missing Information']); // the dialog's own check shows
    notify.dismiss('Missing Information');
    closeSecond();
    expect(titles()).toEqual([]);
    closeFirst();
    closeFirst(); // a second release changes nothing
    expect(titles()).toEqual(['DM Logged!']);
    expect([...screen.values()].find((shown) => shown.title === 'DM Logged!')?.action).toEqual({
      label: 'Undo',
      onClick: expect.any(Function) as unknown,
    });
  });

  it('a toast of the same kind raised while a dialog is open wins over the one put away', () => {
    notify.success('DM Logged!', 'Ann · LinkedIn · Self', { kind: 'log-dm' });
    const close = holdToasts();
    notify.success('DM Logged!', 'Bo · LinkedIn · Self', { kind: 'log-dm' });
    close();
    expect(titles()).toEqual(['DM Logged!']);
    expect(screen.size).toBe(1);
  });

  it('after a dialog closes, the toast it raised is the one shown; only a sticky older one comes back, under it', () => {
    notify.success('DM Logged!', 'Ann · LinkedIn · Self', { kind: 'log-dm' });
    notify.success('Saved!', 'Prospect details saved.');
    const close = holdToasts();
    notify.success('Webhook added', 'Copy its signing secret now: it will not be shown again.');
    close();
    expect(titles()).toEqual(['Webhook added']);

    notify.error('A saved DM was not logged', 'This DM was deleted.', { sticky: true });
    const again = holdToasts();
    notify.success('Saved!', 'Prospect details saved.');
    again();
    // sonner shows the last added in front (on a phone, the only one shown).
    expect(titles()).toEqual(['A saved DM was not logged', 'Saved!']);
    for (const kind of ['Webhook added', 'A saved DM was not logged']) notify.dismiss(kind);
  });
});
