/** docs/product.md §2 "Header and menu": the full-screen menu's entries, in order. */
export interface MenuEntry {
  label: string;
  to: string;
}

export const PLAN_ENTRIES: readonly MenuEntry[] = [
  { label: 'Crédito Directo', to: '/planes-financiamiento/credito-directo' },
  { label: 'Arrendamiento Puro', to: '/planes-financiamiento/arrendamiento-puro' },
  { label: 'Arrendamiento Financiero', to: '/planes-financiamiento/arrendamiento-financiero' },
  { label: 'Seguros', to: '/planes-financiamiento/insurance' },
];

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Calcula tu financiamiento', to: '/calculadora' },
  { label: 'Promociones', to: '/?section=promociones' },
  { label: 'Nuestras marcas', to: '/?section=marcas' },
  { label: 'Noticias', to: '/noticias' },
  { label: 'Contacto', to: '/contacto' },
  { label: 'Consulta de datos fiscales', to: '/syntage' },
  { label: 'Encuentra un distribuidor', to: '/distribuidores' },
];

/** Customer sub-navigation (docs/product.md §2); "Pagar" opens the payment alert instead of navigating. */
export const CUSTOMER_ENTRIES: readonly MenuEntry[] = [
  { label: 'Inicio', to: '/my-account/home' },
  { label: 'Saldos y movimientos', to: '/my-account/balances' },
  { label: 'Estados de cuenta y facturas', to: '/my-account/bills' },
  { label: 'Seguros', to: '/my-account/home#seguros' },
  { label: 'Mis solicitudes', to: '/my-account/requests' },
];
