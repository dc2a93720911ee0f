/** Fired on window each time the goal confetti starts (the browser test counts it). */
export const CONFETTI_EVENT = 'dm-sprint:confetti';

/** Three bursts at 0, 250 and 400 ms with 100, 50 and 50 particles (docs/product.md, Dashboard). */
export const CONFETTI_BURSTS = [
  { delay: 0, particleCount: 100, angle: 90, spread: 70, origin: { x: 0.5, y: 0.6 } },
  { delay: 250, particleCount: 50, angle: 60, spread: 55, origin: { x: 0, y: 0.65 } },
  { delay: 400, particleCount: 50, angle: 120, spread: 55, origin: { x: 1, y: 0.65 } },
] as const;

/**
 * The goal celebration. canvas-confetti is loaded only now (not in the dashboard's chunk) and
 * draws on its own canvas without a worker, which the Content-Security-Policy would refuse.
 */
export async function fireConfetti(): Promise<void> {
  const { default: confetti } = await import('canvas-confetti');
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confetti = '';
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    pointerEvents: 'none',
    zIndex: '100',
  });
  document.body.append(canvas);
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  window.dispatchEvent(new CustomEvent(CONFETTI_EVENT));
  const bursts = CONFETTI_BURSTS.map(
    ({ delay, ...burst }) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () =>
            void Promise.resolve(fire({ ...burst, disableForReducedMotion: true })).then(() =>
              resolve(),
            ),
          delay,
        ),
      ),
  );
  await Promise.all(bursts);
  fire.reset();
  canvas.remove();
}
