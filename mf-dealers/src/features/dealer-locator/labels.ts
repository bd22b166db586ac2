import type { DealerService, VehicleType } from '@fvc/shared/contracts';

export const VEHICLE_LABELS: Record<VehicleType, string> = { truck: 'Camiones', bus: 'Autobuses' };
export const SERVICE_LABELS: Record<DealerService, string> = { sales: 'Venta', service: 'Servicio', parts: 'Refacciones' };

// Made on first use: the locator draws no distance before a search, and a page's first Intl
// object is a long task (shared/src/format/es-mx.ts).
let kilometres: Intl.NumberFormat | null = null;

export function formatDistance(km: number): string {
  if (km < 1) return 'a menos de 1 km';
  kilometres ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
  return `a ${kilometres.format(km)} km`;
}
