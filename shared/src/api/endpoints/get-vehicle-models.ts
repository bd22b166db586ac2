import { queryOptions } from '@tanstack/react-query';
import type { VehicleModel, VehicleModelsResponse } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** Models of one vehicle type (by slug). */
export async function getVehicleModels(type: string): Promise<VehicleModel[]> {
  const { data } = await http.get<VehicleModelsResponse>(`/api/vehicles/types/${encodeURIComponent(type)}/models`);
  return data.models;
}

export const vehicleModelsQuery = (type: string) =>
  queryOptions({ queryKey: ['vehicle-models', type], queryFn: () => getVehicleModels(type), ...FIXED_DURING_A_VISIT });
