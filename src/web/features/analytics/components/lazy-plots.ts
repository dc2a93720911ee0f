import { lazy } from 'react';

// The charts' drawings (plots.tsx), one chunk loaded when the first chart comes into view.
const plots = () => import('./plots');

export const DailyDmsPlot = lazy(() => plots().then((m) => ({ default: m.DailyDmsPlot })));
export const RatesPlot = lazy(() => plots().then((m) => ({ default: m.RatesPlot })));
export const PlatformPlot = lazy(() => plots().then((m) => ({ default: m.PlatformPlot })));
export const SetterPlot = lazy(() => plots().then((m) => ({ default: m.SetterPlot })));
