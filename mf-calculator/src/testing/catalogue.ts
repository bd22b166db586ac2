import type { CatalogueVehicleType, QuotePlanParams, VehicleModel, VehicleModelsResponse, VehicleTypesResponse, VehicleVersionsResponse } from '@fvc/shared/contracts';
import type { CalculatorSelection } from '../features/calculator-steps/selection-storage';
import { apiStub } from '@fvc/shared/testing/api-stub';

// Each plan offers its own terms, as in the seed: pure leasing does not go below 24 months.
const TERMS: Record<QuotePlanParams['plan'], number[]> = {
  credit: [12, 24, 36, 48, 60, 72],
  'pure-lease': [24, 36, 48, 60],
  'financial-lease': [12, 24, 36, 48, 60],
};

// The rates of the issue (#13): 14.99 % credit, 15.99 % pure lease, 15.49 % financial lease.
const plan = (p: QuotePlanParams['plan'], annualRate: number, residual = 0): QuotePlanParams => ({
  plan: p,
  annualRate,
  minDownPayment: p === 'credit' ? 0.1 : 0,
  maxDownPayment: p === 'credit' ? 0.5 : 0.3,
  commission: 0.02,
  residual,
  insuranceRate: 0.03,
  depositRents: p === 'credit' ? 0 : 1,
  terms: TERMS[p],
  ivaOnInterest: { fisica: true, moral: false },
  timing: 'arrears',
  catIncludesInsurance: true,
});

export const vehicleTypes: CatalogueVehicleType[] = [
  {
    id: 1,
    slug: 'camion',
    name: 'Camión',
    image: '/media/vehicle-camion.webp',
    plans: [plan('credit', 0.1499), plan('pure-lease', 0.1599, 0.2), plan('financial-lease', 0.1549, 0.1)],
  },
];

const model: VehicleModel = { id: 7, slug: 'cumbre-c45', name: 'Cumbre C45', brand: 'Cumbre', description: 'Camión mediano', image: '/media/x.webp', fromPrice: 98_000_000 };
const version = { id: 11, name: 'C45 Chasis', year: 2026, price: 98_000_000, priceWithoutIva: 84_482_759 };
const otherVersion = { id: 12, name: 'C45 Caja seca', year: 2026, price: 112_000_000, priceWithoutIva: 96_551_724 };

/** A visitor who finished paso 1 with a $980,000.00 truck. */
export const chosenVehicle: CalculatorSelection = {
  typeSlug: 'camion',
  modelId: 7,
  modelName: 'Cumbre C45',
  version,
  plan: 'credit',
  personType: 'fisica',
  insurance: 'financed',
};

/** The catalogue endpoints, answered for as long as the test runs. */
export function stubCatalogue() {
  apiStub().get('/api/vehicles/types').reply(200, { types: vehicleTypes } satisfies VehicleTypesResponse).persist();
  apiStub().get('/api/vehicles/types/camion/models').reply(200, { type: 'camion', models: [model] } satisfies VehicleModelsResponse).persist();
  apiStub().get('/api/vehicles/models/7/versions').reply(200, { model, versions: [version, otherVersion] } satisfies VehicleVersionsResponse).persist();
}
