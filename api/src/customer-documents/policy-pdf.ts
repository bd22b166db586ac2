import { formatMxn } from '@fvc/shared/finance';
import { formatDate } from './document-dates';
import type { PolicyData } from './document-types';
import { COLORS, createPdf, drawFields, sectionTitle, type Field, type Pdf } from './pdf-document';
import { renderInWorker } from '../pdf-workers/render-pool';

const PERSON_TYPES = { fisica: 'Persona física', moral: 'Persona moral' } as const;

// The certificate is one page by design (it is printed and carried in the vehicle), so free text
// from the data is capped in lines instead of spilling onto a second page.
const MAX_VALUE_LINES = 4;

/** Drawn on the PDF worker pool, off the event loop (pdf-workers/render-pool.ts); the same document as `drawPolicyPdf`. */
export function renderPolicyPdf(data: PolicyData): Promise<Buffer> {
  return renderInWorker('policy', data);
}

/** The insurance certificate (carátula) of the policy that covers a financed vehicle. */
export async function drawPolicyPdf(data: PolicyData): Promise<Buffer> {
  const { company, customer } = data;
  const pdf = createPdf({ title: `Certificado de seguro ${data.policyNumber}`, author: company.legalName });
  const { doc, left, width } = pdf;
  const vigencia = `Del ${formatDate(data.startsOn)} al ${formatDate(data.endsOn)}`;

  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLORS.brand).text('Carátula de la póliza', left, doc.page.margins.top, { width });
  doc.font('Helvetica').fontSize(9).fillColor(COLORS.text)
    .text(`Seguro del vehículo financiado con el contrato ${data.contractNumber}.`, { width, height: 24, ellipsis: true });
  doc.moveDown(0.8);

  section(doc, 'Póliza', [
    ['Aseguradora', data.insurer],
    ['Número de póliza', data.policyNumber],
    ['Cobertura', data.coverage],
    ['Vigencia', vigencia],
    ['Prima', formatMxn(data.premium)],
  ], left, width);
  // Said in words because customers ask: the insurance must cover the whole financing.
  doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(COLORS.muted)
    .text(`La vigencia de la póliza coincide con la del contrato de financiamiento ${data.contractNumber}.`, left + 120, doc.y, { width: width - 120, height: 24, ellipsis: true });
  doc.moveDown(1);

  section(doc, 'Vehículo asegurado', [
    ['Vehículo', data.vehicle],
    ['Contrato de financiamiento', data.contractNumber],
  ], left, width);
  section(doc, 'Asegurado', [
    [customer.personType === 'moral' ? 'Razón social' : 'Nombre', customer.name],
    ['RFC', customer.rfc],
    ['Tipo de persona', PERSON_TYPES[customer.personType]],
  ], left, width);
  section(doc, 'Atención a clientes', [
    ['Teléfono', company.phone],
    ['Correo', company.email],
    ['Horario', company.hours],
  ], left, width);

  doc.font('Helvetica').fontSize(7.5).fillColor(COLORS.muted)
    .text(`Las coberturas, sumas aseguradas, deducibles y exclusiones se rigen por las condiciones generales de la póliza emitida por ${data.insurer}.`, left, doc.y, { width, height: 30, ellipsis: true });

  return pdf.finish({
    company,
    title: 'Certificado de seguro',
    subtitle: [`Póliza ${data.policyNumber}`, `Contrato ${data.contractNumber}`],
    footer: `Atención a clientes: ${company.phone} · ${company.email} · ${company.hours}`,
  });
}

function section(doc: Pdf, title: string, fields: readonly Field[], left: number, width: number): void {
  sectionTitle(doc, title, left, width);
  doc.y = drawFields(doc, fields, { x: left, y: doc.y, width, labelWidth: 120, maxValueLines: MAX_VALUE_LINES }) + 10;
  doc.x = left;
}
