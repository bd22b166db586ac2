import type { VehicleVersionsResponse } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** Versions and prices of one model, cached per model. */
export const getVehicleVersions = cachedRequest(
  'vehicle-versions',
  async (modelId: number): Promise<VehicleVersionsResponse> => {
    const { data } = await http.get<VehicleVersionsResponse>(`/api/vehicles/models/${modelId}/versions`);
    return data;
  },
  (modelId) => String(modelId),
);
