import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { VitalName, VitalsReport } from '@fvc/shared/contracts';
import { matchRoute } from './match-route';

/** docs/product.md §9: desktop is above 768 px. */
const DESKTOP = '(width > 768px)';

/**
 * Field data (decision 0052): the visit's LCP, INP and CLS as `web-vitals` measures them, sent once
 * as the page is hidden (`sendBeacon`, which outlives the page). The route is the shell table's
 * pattern (`/noticias/*`), never the address, and nothing names the visitor.
 */
export function reportFieldVitals(apiBaseUrl: string, { pathname = window.location.pathname } = {}): void {
  const route = matchRoute(pathname)?.path;
  if (!route || typeof navigator.sendBeacon !== 'function') return;
  const device: VitalsReport['device'] = window.matchMedia(DESKTOP).matches ? 'desktop' : 'mobile';
  const measured = new Map<VitalName, number>();
  let scheduled = false;
  /** Once what is being reported now has come in: web-vitals gives some values a moment after. */
  const sendSoon = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      send();
    });
  };
  // web-vitals reports each final value as the page is hidden; one that comes later (LCP waits
  // for its entries) goes in a beacon of its own.
  const keep = (metric: Metric) => {
    // Only the three vitals are asked for below.
    measured.set(metric.name as VitalName, metric.value);
    if (document.visibilityState === 'hidden') sendSoon();
  };
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  const send = () => {
    const metrics = [...measured].map(([name, value]) => ({ name, value: Math.min(value, 60_000) }));
    measured.clear();
    if (metrics.length === 0) return;
    const report: VitalsReport = { route, device, metrics };
    navigator.sendBeacon(`${apiBaseUrl}/api/vitals`, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendSoon();
  });
}
