import type { CatalogueVehicleType, VehicleTypesResponse } from '../../contracts';
import { cachedRequest } from '../cached-request';
import { http } from '../http-client';

/** Calculator vehicle types with each plan's parameters; they do not change during a visit. */
export const getVehicleTypes = cachedRequest('vehicle-types', async (): Promise<CatalogueVehicleType[]> => {
  const { data } = await http.get<VehicleTypesResponse>('/api/vehicles/types');
  return data.types;
});
