import type { CfdiData, CompanyInfo, CustomerInfo, PolicyData, StatementData, StatementMovement } from '../document-types';

// Test data only. The names are the kind the database holds, including one that needs escaping.

export const sampleCompany: CompanyInfo = {
  name: 'Financiera Vial del Centro',
  legalName: 'FINANCIERA VIAL DEL CENTRO',
  rfc: 'FVC9601011A2',
  taxRegime: '601',
  fiscalZip: '76000',
  phone: '442 555 0100',
  email: 'clientes@financieravial.example',
  hours: 'Lunes a viernes de 9:00 a 18:00 h',
};

export const sampleCustomer: CustomerInfo = {
  name: 'Transportes "El Águila" & Hijos <S.A.>',
  rfc: 'TAH050315QH2',
  personType: 'moral',
  taxRegime: '601',
  fiscalZip: '37000',
};

export function sampleCfdi(overrides: Partial<CfdiData> = {}): CfdiData {
  return {
    serie: 'A',
    folio: '1024',
    issuedAt: '2026-11-05T10:15:00',
    uuid: '6F1C2B3A-4D5E-4F60-8A7B-9C0D1E2F3A4B',
    company: sampleCompany,
    customer: sampleCustomer,
    usoCfdi: 'G03',
    paymentForm: '03',
    paymentMethod: 'PUE',
    concepts: [
      { productKey: '84101700', unitKey: 'E48', description: 'Renta mensual 12 de 48', quantity: 1, unitValue: 4_250_000, amount: 4_250_000, iva: 680_000 },
      { productKey: '84101700', unitKey: 'E48', description: "Seguro del vehículo (mes 12) — O'Higgins", quantity: 1, unitValue: 325_050, amount: 325_050, iva: 52_008 },
    ],
    subtotal: 4_575_050,
    iva: 732_008,
    total: 5_307_058,
    certificateNumber: '00001000000509846663',
    satCertificateNumber: '00001000000505142236',
    stampedAt: '2026-11-05T10:15:42',
    contractNumber: 'FVC-2023-000456',
    ...overrides,
  };
}

export function sampleMovements(count: number): StatementMovement[] {
  let balance = 150_000_000;
  return Array.from({ length: count }, (_, index) => {
    const charge = index % 3 === 0 ? 12_345 : 0;
    const credit = index % 3 === 0 ? 0 : 250_000;
    balance += charge - credit;
    return {
      date: `2026-10-${String((index % 31) + 1).padStart(2, '0')}`,
      description: index % 10 === 0 ? 'Pago recibido por transferencia SPEI con referencia bancaria extensa para probar el ajuste de línea' : 'Pago de renta',
      reference: `REF-${String(index + 1).padStart(4, '0')}`,
      charge,
      credit,
      balance,
    };
  });
}

export function sampleStatement(overrides: Partial<StatementData> = {}): StatementData {
  const movements = overrides.movements ?? sampleMovements(4);
  return {
    company: sampleCompany,
    customer: sampleCustomer,
    contract: {
      number: 'FVC-2023-000456',
      vehicle: 'Tractocamión Cumbre T800 2024',
      planLabel: 'Crédito simple',
      annualRate: 0.185,
      term: '48 meses',
      startDate: '2023-11-01',
      endDate: '2027-10-31',
    },
    period: { from: '2026-10-01', to: '2026-10-31' },
    openingBalance: 150_000_000,
    closingBalance: movements.at(-1)?.balance ?? 150_000_000,
    charges: movements.reduce((sum, movement) => sum + movement.charge, 0),
    credits: movements.reduce((sum, movement) => sum + movement.credit, 0),
    overdueAmount: 0,
    nextPayment: { dueDate: '2026-11-10', amount: 4_930_000 },
    movements,
    generatedAt: '2026-11-01T04:30:00Z',
    legends: ['Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.'],
    contacts: {
      une: { address: 'Av. Constituyentes 1000, piso 4, Col. Centro, 76000 Santiago de Querétaro, Qro.', phone: '800 555 0199', email: 'une@financieravial.example', hours: 'Lunes a viernes de 9:00 a 17:00 h', head: 'Titular de la UNE: Lic. Ana Torres' },
      condusef: { phone: '55 5340 0999', url: 'https://www.condusef.gob.mx' },
      buroUrl: 'https://www.buro.gob.mx',
    },
    ...overrides,
  };
}

export function samplePolicy(overrides: Partial<PolicyData> = {}): PolicyData {
  return {
    company: sampleCompany,
    customer: sampleCustomer,
    contractNumber: 'FVC-2023-000456',
    vehicle: 'Tractocamión Cumbre T800 2024, serie 3AKJHHDR5PSNA1234',
    policyNumber: 'POL-7788-2023',
    insurer: 'Seguros Horizonte',
    coverage: 'Amplia: daños materiales, robo total, responsabilidad civil y gastos médicos a ocupantes',
    startsOn: '2023-11-01',
    endsOn: '2027-10-31',
    premium: 18_450_000,
    ...overrides,
  };
}
