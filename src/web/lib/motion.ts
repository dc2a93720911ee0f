/**
 * How a scroll the app starts moves: at once for a member whose system asks for less motion
 * (src/web/styles.css stops the rest), else smoothly.
 */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
