// Demo content for a fictitious company. Every URL uses a reserved `.example` host so nothing
// points at a real business.

export const demoCompany = {
  name: 'Financiera Vial del Centro',
  legalName: 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R.',
  phone: '800 555 0123',
  email: 'atencion@financieravial.example',
  hoursWeekdays: 'Lunes a viernes de 8:00 a 20:00 h',
  hoursSaturday: 'Sábado de 9:00 a 14:00 h',
  dealerPortalUrl: 'https://distribuidores.financieravial.example',
  facebookUrl: 'https://facebook.example/financieravialdelcentro',
  linkedinUrl: 'https://linkedin.example/company/financieravialdelcentro',
  jobBoardUrl: 'https://empleos.financieravial.example',
  busBrandUrl: 'https://autobuses.example',
  truckBrandUrl: 'https://camiones.example',
  yearsInMarket: 30,
};

export const DEMO_PASSWORD = 'Demo.2026!';

/**
 * Demo customers as the core system knows them. `account` is their online access (already
 * confirmed); a customer without one is there to try registration with its contract and RFC.
 */
export const demoCustomers = [
  {
    name: 'Mariana López',
    rfc: 'LOMM850101AB1',
    account: { email: 'cliente@demo.mx' },
    contracts: [
      { number: 'FVC-2024-000123', vehicle: 'Tractocamión quinta rueda 2023, 460 HP', status: 'active' },
      { number: 'FVC-2019-004567', vehicle: 'Camión de reparto 3.5 t 2019', status: 'settled' },
    ],
  },
  {
    name: 'Jorge Ramírez',
    rfc: 'RAJJ790312KJ8',
    account: { email: 'flotilla@demo.mx' },
    contracts: [{ number: 'FVC-2025-000789', vehicle: 'Autobús foráneo de 45 pasajeros 2025', status: 'active' }],
  },
  {
    name: 'Transportes del Bajío, S.A. de C.V.',
    rfc: 'TBA050315QH2',
    account: null,
    contracts: [{ number: 'FVC-2023-000456', vehicle: 'Camión de carga 10 t 2023', status: 'active' }],
  },
] as const;

export const demoAlerts = [
  {
    title: 'Tu portal de clientes, renovado',
    descriptionHtml:
      '<p>Ahora puedes consultar tus contratos en línea. <strong>Inicia sesión</strong> con el correo que registraste.</p>',
    imgBack: null,
    url: '/acceso',
    textbutton: 'Ir al portal',
    active: true,
    internal: false,
    pc: false,
  },
];
