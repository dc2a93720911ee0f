import { useMediaQuery } from '@/web/lib/media-query';

/** Colours from the theme tokens, so charts follow light and dark mode. */
export const chartColors = {
  primary: 'var(--color-primary)',
  goal: 'var(--color-warning)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  muted: 'var(--color-muted-foreground)',
  grid: 'var(--color-border)',
} as const;

/** The chart itself: the figure around it carries the words (see ChartCard). */
export const chartProps = {
  margin: { top: 8, right: 8, bottom: 0, left: -12 },
  accessibilityLayer: false,
} as const;

export const gridProps = {
  vertical: false,
  stroke: chartColors.grid,
  strokeDasharray: '3 3',
} as const;

/**
 * Every tick the axis computes is drawn (`interval: 0`): left to choose, the chart measures each
 * label's text in the page to find which fit, the largest part of its main-thread time.
 */
export const axisProps = {
  stroke: 'var(--color-muted-foreground)',
  fontSize: 12,
  tickLine: false,
  interval: 0,
} as const;

/** How a series in the background (an estimate, what does not count) is drawn: see through. */
export const FADED_OPACITY = 0.35;

export const barProps = {
  radius: [3, 3, 0, 0] as [number, number, number, number],
  maxBarSize: 48,
  isAnimationActive: false,
};

export const lineProps = { strokeWidth: 2, dot: false, isAnimationActive: false } as const;

export const tooltipProps = {
  contentStyle: {
    background: 'var(--color-popover)',
    color: 'var(--color-popover-foreground)',
    border: '1px solid var(--color-border)',
    borderRadius: 8,
    fontSize: 13,
  },
  cursor: { fill: 'var(--color-muted)', fillOpacity: 0.5 },
} as const;

/**
 * A category axis (platforms, setters) shows every label (axisProps): on a phone they are slanted,
 * so "LinkedIn", "X", "Instagram" do not run into each other.
 */
export function useCategoryAxisProps() {
  const narrow = useMediaQuery('(max-width: 639.98px)');
  return narrow ? ({ angle: -35, textAnchor: 'end', height: 64 } as const) : ({} as const);
}
