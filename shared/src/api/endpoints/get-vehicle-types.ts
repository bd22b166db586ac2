import { queryOptions } from '@tanstack/react-query';
import type { CatalogueVehicleType, VehicleTypesResponse } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** Calculator vehicle types with each plan's parameters; they do not change during a visit. */
export async function getVehicleTypes(): Promise<CatalogueVehicleType[]> {
  const { data } = await http.get<VehicleTypesResponse>('/api/vehicles/types');
  return data.types;
}

export const vehicleTypesQuery = queryOptions({ queryKey: ['vehicle-types'], queryFn: getVehicleTypes, ...FIXED_DURING_A_VISIT });
