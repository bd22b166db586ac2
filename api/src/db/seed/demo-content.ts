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

/** The back-office's demo staff, one per role (README), all with DEMO_STAFF_PASSWORD. */
export const DEMO_STAFF_PASSWORD = 'Personal.2026!';
export const demoStaff = [
  { email: 'editor@financieravial.example', name: 'Elena Ruiz', roles: ['editor'] },
  { email: 'publicacion@financieravial.example', name: 'Pablo Medina', roles: ['publisher'] },
  { email: 'agente@financieravial.example', name: 'Andrea Soto', roles: ['agent'] },
  { email: 'admin@financieravial.example', name: 'Arturo Díaz', roles: ['admin'] },
] as const;

export type DemoPlan = 'credit' | 'pure_lease' | 'financial_lease';
/**
 * How a demo contract has been paid: `current` pays every installment (a few days late now and
 * then, with the late fee), `overdue` leaves its last `unpaidInstallments` unpaid, `settled` paid
 * everything and ended.
 */
export type DemoBehaviour = { kind: 'current' } | { kind: 'overdue'; unpaidInstallments: number } | { kind: 'settled' };

export interface DemoContract {
  number: string;
  vehicle: string;
  plan: DemoPlan;
  financed: number; // pesos
  annualRate: number;
  termMonths: number;
  /** Months between the start of the contract and the day the demo database is created. */
  startedMonthsAgo: number;
  residualRate?: number;
  behaviour: DemoBehaviour;
  /** A capital contribution right after paying this installment, of this many installments. */
  capitalContribution?: { afterInstallment: number; installments: number };
}

export interface DemoCustomer {
  name: string;
  rfc: string;
  personType: 'fisica' | 'moral';
  taxRegime: string;
  fiscalZip: string;
  /** The fiscal address beside the zip code; `stateId` is the INEGI code. */
  fiscalAddress: { street: string; neighborhood: string; city: string; stateId: number };
  phone: string;
  /** The e-mail the company holds for the customer: where registration sends its confirmation. */
  contactEmail: string;
  account: { email: string } | null;
  contracts: DemoContract[];
}

/**
 * Demo customers as the core system knows them, with contracts of each plan: current, overdue and
 * settled. Their history (schedule, movements, statements, invoices, insurance) is generated
 * relative to the day the database is created (customer-area-history.ts), so a fresh database
 * always has about two years behind it. `account` is the online access (already confirmed); a
 * customer without one is there to try registration with its contract and RFC.
 */
export const demoCustomers: readonly DemoCustomer[] = [
  {
    name: 'Mariana López',
    rfc: 'LOMM850101AB1',
    personType: 'fisica',
    taxRegime: '612',
    fiscalZip: '76090',
    fiscalAddress: { street: 'Av. Pie de la Cuesta 2301', neighborhood: 'Desarrollo San Pablo', city: 'Querétaro', stateId: 22 },
    phone: '442 123 4567',
    contactEmail: 'cliente@demo.mx',
    account: { email: 'cliente@demo.mx' },
    contracts: [
      {
        number: 'FVC-2024-000123',
        vehicle: 'Tractocamión quinta rueda 2023, 460 HP',
        plan: 'credit',
        financed: 1_850_000,
        annualRate: 0.1499,
        termMonths: 48,
        startedMonthsAgo: 20,
        behaviour: { kind: 'current' },
        capitalContribution: { afterInstallment: 10, installments: 4 },
      },
      {
        number: 'FVC-2019-004567',
        vehicle: 'Camión de reparto 3.5 t 2019',
        plan: 'credit',
        financed: 480_000,
        annualRate: 0.1399,
        termMonths: 36,
        startedMonthsAgo: 62,
        behaviour: { kind: 'settled' },
      },
    ],
  },
  {
    name: 'Jorge Ramírez',
    rfc: 'RAJJ790312KJ8',
    personType: 'fisica',
    taxRegime: '612',
    fiscalZip: '64000',
    fiscalAddress: { street: 'Calle Padre Mier 850 Pte.', neighborhood: 'Centro', city: 'Monterrey', stateId: 19 },
    phone: '81 2345 6789',
    contactEmail: 'flotilla@demo.mx',
    account: { email: 'flotilla@demo.mx' },
    contracts: [
      {
        number: 'FVC-2025-000789',
        vehicle: 'Autobús foráneo de 45 pasajeros 2025',
        plan: 'pure_lease',
        financed: 4_200_000,
        annualRate: 0.1599,
        termMonths: 48,
        startedMonthsAgo: 19,
        residualRate: 0.2,
        behaviour: { kind: 'overdue', unpaidInstallments: 2 },
      },
    ],
  },
  {
    name: 'Logística Peninsular, S.A. de C.V.',
    rfc: 'LPE100820AB3',
    personType: 'moral',
    taxRegime: '601',
    fiscalZip: '97000',
    fiscalAddress: { street: 'Calle 60 No. 456 por 51 y 53', neighborhood: 'Centro', city: 'Mérida', stateId: 31 },
    phone: '999 345 6789',
    contactEmail: 'empresa@demo.mx',
    account: { email: 'empresa@demo.mx' },
    contracts: [
      {
        number: 'FVC-2024-000910',
        vehicle: 'Tractocamión 2024, 500 HP, con caja seca 53 pies',
        plan: 'financial_lease',
        financed: 2_650_000,
        annualRate: 0.1549,
        termMonths: 60,
        startedMonthsAgo: 24,
        residualRate: 0.1,
        behaviour: { kind: 'overdue', unpaidInstallments: 1 },
      },
      {
        number: 'FVC-2025-001204',
        vehicle: 'Camión de carga 10 t 2025',
        plan: 'credit',
        financed: 1_120_000,
        annualRate: 0.1399,
        termMonths: 36,
        startedMonthsAgo: 18,
        behaviour: { kind: 'current' },
      },
    ],
  },
  {
    name: 'Transportes del Bajío, S.A. de C.V.',
    rfc: 'TBA050315QH2',
    personType: 'moral',
    taxRegime: '601',
    fiscalZip: '37000',
    fiscalAddress: { street: 'Blvd. Adolfo López Mateos 1502 Ote.', neighborhood: 'Centro', city: 'León', stateId: 11 },
    phone: '477 456 7890',
    contactEmail: 'bajio@demo.mx',
    account: null,
    contracts: [
      {
        number: 'FVC-2023-000456',
        vehicle: 'Camión de carga 10 t 2023',
        plan: 'financial_lease',
        financed: 1_350_000,
        annualRate: 0.1549,
        termMonths: 60,
        startedMonthsAgo: 30,
        residualRate: 0.1,
        behaviour: { kind: 'current' },
      },
    ],
  },
];

/** Fictitious insurer of the demo policies. */
export const DEMO_INSURER = 'Seguros del Altiplano, S.A. de C.V.';
export const DEMO_COVERAGE = 'Amplia: daños materiales, robo total, responsabilidad civil y gastos médicos a ocupantes';

/**
 * The public site's alert, and the customer area's (internal): the second is for customers who
 * signed in on the browser before, not for a prospect's first screen (issue #69).
 */
export const demoAlerts = [
  {
    title: 'Cotiza tu unidad en minutos',
    descriptionHtml:
      '<p>Elige tu camión o autobús, el plan y el plazo, y recibe tu cotización por correo. <strong>Sin costo</strong> y sin compromiso.</p>',
    imgBack: null,
    url: '/calculadora',
    textbutton: 'Cotizar ahora',
    active: true,
    internal: false,
    pc: false,
  },
  {
    title: 'Tu portal de clientes, renovado',
    descriptionHtml:
      '<p>Ahora puedes <strong>domiciliar</strong> tus pagos, programarlos o pagar por SPEI, y descargar tus recibos desde tu portal.</p>',
    imgBack: null,
    url: '/my-account/direct-debit',
    textbutton: 'Domiciliar mis pagos',
    active: true,
    internal: true,
    pc: false,
  },
];
