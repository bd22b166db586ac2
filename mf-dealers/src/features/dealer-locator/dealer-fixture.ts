import type { Dealer } from '@fvc/shared/contracts';

/** A dealer as the API lists it, numbered so tests can tell cards and markers apart. */
export function dealer(n: number, overrides: Partial<Dealer> = {}): Dealer {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Centro Camionero ${n}`,
    address: `Blvd. Industrial ${n}`,
    postalCode: '64000',
    city: { id: 50, name: 'Monterrey' },
    state: { id: 19, code: 'NL', name: 'Nuevo León' },
    phone: '81 5550 0101',
    email: `ventas${n}@distribuidor.example`,
    hours: 'Lunes a viernes de 8:00 a 18:00 h',
    latitude: 25.68,
    longitude: -100.31,
    vehicleTypes: ['truck', 'bus'],
    services: ['sales', 'parts'],
    ...overrides,
  };
}
