import type { VehicleModel, VehicleModelsResponse } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** Models of one vehicle type (by slug), cached per type. */
export const getVehicleModels = cachedRequest(
  'vehicle-models',
  async (type: string): Promise<VehicleModel[]> => {
    const { data } = await http.get<VehicleModelsResponse>(`/api/vehicles/types/${encodeURIComponent(type)}/models`);
    return data.models;
  },
  (type) => type,
);
