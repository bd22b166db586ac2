import type { DealerService, VehicleType } from '@fvc/shared/contracts';

export const VEHICLE_LABELS: Record<VehicleType, string> = { truck: 'Camiones', bus: 'Autobuses' };
export const SERVICE_LABELS: Record<DealerService, string> = { sales: 'Venta', service: 'Servicio', parts: 'Refacciones' };

const KM = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });

export function formatDistance(km: number): string {
  return km < 1 ? `a menos de 1 km` : `a ${KM.format(km)} km`;
}
