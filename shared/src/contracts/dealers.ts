import { Type, type Static } from 'typebox';
import { DEALER_CONTACT_LIMITS, PHONE_PATTERN } from './contact-limits';
import { INTEGER_ID_MAX } from './id-limits';

export { DEALER_CONTACT_LIMITS };
/** Dealers per page of the public locator: default and maximum. */
export const DEALER_PAGE_SIZE = { default: 20, max: 50 } as const;

// Enums rather than unions of literals: one schema keyword, so a bad value gets one clear message.
export const VehicleTypeSchema = Type.Enum(['truck', 'bus'], {
  title: 'Tipo de vehículo',
  description: 'truck: camiones y tractocamiones; bus: autobuses.',
});
export type VehicleType = Static<typeof VehicleTypeSchema>;

export const DealerServiceSchema = Type.Enum(['sales', 'service', 'parts'], {
  description: 'sales: venta; service: taller de servicio; parts: refacciones.',
});
export type DealerService = Static<typeof DealerServiceSchema>;

export const StateSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Clave INEGI del estado (1-32).' }),
    code: Type.String({ description: 'Abreviatura, p. ej. NL o CDMX.' }),
    name: Type.String(),
  },
  { description: 'Estado de la República.' },
);
export type State = Static<typeof StateSchema>;

export const CitySchema = Type.Object(
  {
    id: Type.Integer(),
    stateId: Type.Integer(),
    name: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  },
  { description: 'Ciudad con al menos un distribuidor, con las coordenadas de su centro.' },
);
export type City = Static<typeof CitySchema>;

const StateIdSchema = Type.Integer({ minimum: 1, maximum: 32767, title: 'Estado' });

export const StateListResponseSchema = Type.Object({ states: Type.Array(StateSchema) }, { description: 'Estados por nombre.' });
export type StateListResponse = Static<typeof StateListResponseSchema>;

export const CitiesQuerySchema = Type.Object(
  { state_id: Type.Optional(StateIdSchema) },
  { additionalProperties: false },
);
export type CitiesQuery = Static<typeof CitiesQuerySchema>;

export const CityListResponseSchema = Type.Object({ cities: Type.Array(CitySchema) }, { description: 'Ciudades por estado y nombre.' });
export type CityListResponse = Static<typeof CityListResponseSchema>;

export const StateDistributorsQuerySchema = Type.Object({ state_id: StateIdSchema }, { additionalProperties: false });
export type StateDistributorsQuery = Static<typeof StateDistributorsQuerySchema>;

export const DealerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    address: Type.String(),
    postalCode: Type.String(),
    city: Type.Object({ id: Type.Integer(), name: Type.String() }),
    state: Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
    phone: Type.String({ description: 'Descifrado en el servidor; se guarda cifrado (AES-256-GCM).' }),
    email: Type.String({ description: 'Descifrado en el servidor; se guarda cifrado (AES-256-GCM).' }),
    hours: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    vehicleTypes: Type.Array(VehicleTypeSchema),
    services: Type.Array(DealerServiceSchema),
    distanceKm: Type.Optional(Type.Number({ description: 'Distancia en línea recta, solo si se enviaron coordenadas.' })),
  },
  { description: 'Distribuidor.' },
);
export type Dealer = Static<typeof DealerSchema>;

export const StateDistributorsResponseSchema = Type.Object(
  { distributors: Type.Array(DealerSchema) },
  { description: 'Distribuidores del estado, por ciudad y nombre.' },
);
export type StateDistributorsResponse = Static<typeof StateDistributorsResponseSchema>;

export const PublicStatesResponseSchema = Type.Object(
  { states: Type.Array(Type.Object({ ...StateSchema.properties, cities: Type.Array(CitySchema) })) },
  { description: 'Estados con sus ciudades, para los selectores del localizador.' },
);
export type PublicStatesResponse = Static<typeof PublicStatesResponseSchema>;
export type StateWithCities = PublicStatesResponse['states'][number];

export const DealerSearchQuerySchema = Type.Object(
  {
    state_id: Type.Optional(StateIdSchema),
    city_id: Type.Optional(Type.Integer({ minimum: 1, maximum: INTEGER_ID_MAX, title: 'Ciudad' })),
    vehicle_type: Type.Optional(VehicleTypeSchema),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90, title: 'Latitud' })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180, title: 'Longitud' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, title: 'Página' })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: DEALER_PAGE_SIZE.max, title: 'Resultados por página' })),
  },
  {
    additionalProperties: false,
    description: 'Filtros del localizador. Con lat y lng (ambos) el resultado va del más cercano al más lejano.',
  },
);
export type DealerSearchQuery = Static<typeof DealerSearchQuerySchema>;

export const DealerPageSchema = Type.Object(
  {
    items: Type.Array(DealerSchema),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer({ description: 'Distribuidores que cumplen los filtros, en todas las páginas.' }),
  },
  { description: 'Una página de distribuidores.' },
);
export type DealerPage = Static<typeof DealerPageSchema>;

export const DealerContactRequestSchema = Type.Object(
  {
    distributorId: Type.String({ format: 'uuid', title: 'Distribuidor' }),
    name: Type.String({ minLength: 1, maxLength: DEALER_CONTACT_LIMITS.name, pattern: '\\S', title: 'Nombre' }),
    email: Type.String({ format: 'email', maxLength: DEALER_CONTACT_LIMITS.email, title: 'Correo electrónico' }),
    phone: Type.String({
      maxLength: DEALER_CONTACT_LIMITS.phone,
      pattern: PHONE_PATTERN,
      title: 'Teléfono',
      description: 'De 8 a 20 caracteres: dígitos, espacios, +, ( ) y -.',
    }),
    message: Type.String({ minLength: 1, maxLength: DEALER_CONTACT_LIMITS.message, pattern: '\\S', title: 'Mensaje' }),
    acceptsPrivacy: Type.Literal(true, { title: 'Aviso de privacidad', description: 'Debe ser true.' }),
  },
  { additionalProperties: false, description: 'Solicitud de contacto a un distribuidor.' },
);
export type DealerContactRequest = Static<typeof DealerContactRequestSchema>;

export const DealerContactResponseSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Folio de la solicitud.' }),
    distributorName: Type.String(),
  },
  { description: 'Solicitud guardada; el correo al distribuidor sale de la bandeja de salida.' },
);
export type DealerContactResponse = Static<typeof DealerContactResponseSchema>;

export const DealerContactFormSchema = Type.Object(
  {
    name: Type.String({ description: 'Nombre del cliente de la sesión, para prellenar el formulario.' }),
    email: Type.String({ description: 'Correo del cliente de la sesión.' }),
    privacyNoticePath: Type.String({ description: 'Ruta del aviso de privacidad que el formulario enlaza.' }),
  },
  { description: 'Datos para mostrar el formulario de contacto a un distribuidor a un cliente con sesión.' },
);
export type DealerContactForm = Static<typeof DealerContactFormSchema>;
