import { queryOptions } from '@tanstack/react-query';
import type { VehicleVersionsResponse } from '../../contracts';
import { http } from '../http-client';
import { FIXED_DURING_A_VISIT } from '../query-client';

/** Versions and prices of one model. */
export async function getVehicleVersions(modelId: number): Promise<VehicleVersionsResponse> {
  const { data } = await http.get<VehicleVersionsResponse>(`/api/vehicles/models/${modelId}/versions`);
  return data;
}

export const vehicleVersionsQuery = (modelId: number) =>
  queryOptions({ queryKey: ['vehicle-versions', modelId], queryFn: () => getVehicleVersions(modelId), ...FIXED_DURING_A_VISIT });
