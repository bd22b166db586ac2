import type { StaffApplicationDetail, StaffApplicationItem } from '@fvc/shared/contracts';
import { documentsFor } from '@fvc/shared/contracts/rules';

export const APPLICATION_ID = '4b2c1d0e-9f8a-4b7c-8d6e-5f4a3b2c1d0e';
const DETAIL_PATH = `/api/backoffice/applications/${APPLICATION_ID}`;

/** A submitted application as the inbox lists it. */
export function applicationItem(changes: Partial<StaffApplicationItem> = {}): StaffApplicationItem {
  return {
    id: APPLICATION_ID,
    folio: 'SOL-2026-000007',
    status: 'received',
    applicantType: 'fisica',
    applicantName: 'Ana Torres Álvarez',
    rfc: 'TOAA800101AB3',
    email: 'ana.torres@example.com',
    quote: { folio: 'COT-2026-000120', vehicle: 'Camión Cumbre C45 Chasis cabina 4.5 t 2026', planName: 'Crédito directo' },
    assignee: null,
    submittedAt: '2026-03-05T20:05:00.000Z',
    updatedAt: '2026-03-05T20:05:00.000Z',
    ...changes,
  };
}

const uploaded = (key: string) => ({
  fileName: `${key}.pdf`,
  contentType: 'application/pdf' as const,
  size: 245_760,
  uploadedAt: '2026-03-05T19:50:00.000Z',
});

/** The same application as its detail answers it: a física's data, every required document sent, three consents signed. */
export function applicationDetail(changes: Partial<StaffApplicationDetail> = {}): StaffApplicationDetail {
  return {
    ...applicationItem(),
    phone: '442 123 4567',
    quote: {
      id: '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
      folio: 'COT-2026-000120',
      vehicle: 'Camión Cumbre C45 Chasis cabina 4.5 t 2026',
      planName: 'Crédito directo',
      plan: 'credit',
      personType: 'fisica',
      downPaymentPercent: 20,
      termMonths: 48,
      monthlyPayment: 3_456_789,
      financed: 98_765_432,
      annualRate: 0.185,
      cat: 0.254,
      createdAt: '2026-03-04T17:00:00.000Z',
    },
    steps: {
      solicitante: {
        applicantType: 'fisica',
        firstName: 'Ana',
        lastNames: 'Torres Álvarez',
        rfc: 'TOAA800101AB3',
        curp: 'TOAA800101MDFRLN04',
        birthDate: '1980-01-01',
        phone: '442 123 4567',
        email: 'ana.torres@example.com',
      },
      domicilio: { postalCode: '76000', colonia: 'Centro', street: 'Av. Juárez', exteriorNumber: '100', interiorNumber: '4', municipality: 'Querétaro', state: 'Querétaro' },
      actividad: { kind: 'income', occupation: 'Operadora', employer: 'Transportes del Centro', monthlyIncome: 45_000, yearsInActivity: 6 },
      referencias: {
        references: [
          { name: 'Luis Gómez', phone: '442 765 4321', relationship: 'Cliente' },
          { name: 'Marta Sánchez', phone: '442 111 2222', relationship: 'Proveedor' },
        ],
      },
    },
    documents: documentsFor('fisica').map((document) => ({
      key: document.key,
      name: document.name,
      optional: document.optional ?? false,
      requested: false,
      requestNote: null,
      uploaded: document.optional ? null : uploaded(document.key),
      downloadPath: document.optional ? null : `${DETAIL_PATH}/documents/${document.key}`,
    })),
    consents: [
      { kind: 'privacy', title: 'Aviso de privacidad', version: 'privacidad-2026-01', textHash: 'a'.repeat(64), signedAt: '2026-03-05T20:00:00.000Z', ip: '198.51.100.1' },
      { kind: 'buro', title: 'Autorización para consultar tu historial crediticio', version: 'buro-2026-01', textHash: 'b'.repeat(64), signedAt: '2026-03-05T20:00:00.000Z', ip: '198.51.100.1' },
      { kind: 'sat', title: 'Autorización para consultar tu información fiscal (SAT)', version: 'sat-2025-06', textHash: 'c'.repeat(64), signedAt: '2026-03-05T20:00:00.000Z', ip: '198.51.100.1' },
    ],
    events: [
      { status: 'draft', at: '2026-03-04T17:05:00.000Z', note: null, by: null },
      { status: 'received', at: '2026-03-05T20:05:00.000Z', note: 'Recibimos tu solicitud.', by: null },
    ],
    outcome: null,
    ...changes,
  };
}
