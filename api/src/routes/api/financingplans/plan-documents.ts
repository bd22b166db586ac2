import PDFDocument from 'pdfkit';
import { APPLICATION_DOCUMENTS } from '@fvc/shared/contracts/rules';

// docs/product.md §9 downloads: credit application form, checklist and annex per person type, the
// print-and-sign fallback of applying online (decision 0055; until issue #72 they were named "2022").
// They are generated here instead of being committed as binaries, so their text lives in
// reviewable code; the checklists print the same list the application asks for
// (APPLICATION_DOCUMENTS).

type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; labels: string[] }
  | { kind: 'checklist'; items: string[] }
  | { kind: 'signature'; label: string };

interface PlanDocumentDefinition {
  title: string;
  blocks: Block[];
}

const COMPANY = 'Financiera Vial del Centro, S.A. de C.V., SOFOM, E.N.R.';

const PRIVACY =
  'Los datos personales que proporcionas se tratan conforme a nuestro Aviso de privacidad, disponible en el sitio en Legales > Aviso de privacidad.';
const APPROVAL = 'La recepción de esta solicitud no implica la aprobación del financiamiento; todo crédito está sujeto a aprobación previa.';

/** The checklist prints the documents the online application asks for, so the two never disagree. */
const checklistOf = (personType: 'fisica' | 'moral') =>
  APPLICATION_DOCUMENTS[personType].map((document) => (document.optional ? `${document.name} (opcional)` : document.name));

const DOCUMENTS: Record<string, PlanDocumentDefinition> = {
  'solicitud-credito-persona-fisica.pdf': {
    title: 'Solicitud de crédito — Persona física',
    blocks: [
      { kind: 'heading', text: 'Datos del solicitante' },
      {
        kind: 'fields',
        labels: ['Nombre completo', 'RFC', 'CURP', 'Fecha de nacimiento', 'Estado civil', 'Teléfono', 'Correo electrónico'],
      },
      { kind: 'heading', text: 'Domicilio' },
      { kind: 'fields', labels: ['Calle y número', 'Colonia', 'Ciudad o municipio', 'Estado', 'Código postal'] },
      { kind: 'heading', text: 'Actividad y unidad solicitada' },
      {
        kind: 'fields',
        labels: ['Actividad empresarial', 'Antigüedad en la actividad', 'Unidad (marca, modelo, año)', 'Precio', 'Enganche', 'Plazo (12 a 72 meses)'],
      },
      { kind: 'paragraph', text: APPROVAL },
      { kind: 'paragraph', text: PRIVACY },
      { kind: 'signature', label: 'Firma del solicitante' },
    ],
  },
  'checklist-persona-fisica.pdf': {
    title: 'Checklist de documentos — Persona física',
    blocks: [
      { kind: 'paragraph', text: 'Entrega copia legible de cada documento. Los marcados como opcionales dependen de tu operación.' },
      { kind: 'checklist', items: checklistOf('fisica') },
      { kind: 'paragraph', text: APPROVAL },
    ],
  },
  'anexo-persona-fisica.pdf': {
    title: 'Anexo — Persona física',
    blocks: [
      { kind: 'heading', text: 'Declaración de propietario real y proveedor de recursos' },
      {
        kind: 'paragraph',
        text: 'Declaro bajo protesta de decir verdad que actúo por cuenta propia y que los recursos para el pago del financiamiento provienen de mi actividad lícita.',
      },
      { kind: 'fields', labels: ['Nombre del solicitante', 'Origen de los recursos', 'Ingreso mensual aproximado'] },
      { kind: 'heading', text: 'Referencias' },
      { kind: 'fields', labels: ['Referencia comercial 1', 'Referencia comercial 2', 'Referencia personal'] },
      { kind: 'signature', label: 'Firma del solicitante' },
    ],
  },
  'solicitud-credito-persona-moral.pdf': {
    title: 'Solicitud de crédito — Persona moral',
    blocks: [
      { kind: 'heading', text: 'Datos de la empresa' },
      {
        kind: 'fields',
        labels: ['Razón social', 'RFC', 'Fecha de constitución', 'Giro', 'Teléfono', 'Correo electrónico'],
      },
      { kind: 'heading', text: 'Domicilio fiscal' },
      { kind: 'fields', labels: ['Calle y número', 'Colonia', 'Ciudad o municipio', 'Estado', 'Código postal'] },
      { kind: 'heading', text: 'Representante legal' },
      { kind: 'fields', labels: ['Nombre completo', 'Cargo', 'Escritura de poderes (número y fecha)'] },
      { kind: 'heading', text: 'Unidad solicitada' },
      { kind: 'fields', labels: ['Unidad (marca, modelo, año)', 'Número de unidades', 'Precio', 'Enganche', 'Plazo (12 a 72 meses)'] },
      { kind: 'paragraph', text: APPROVAL },
      { kind: 'paragraph', text: PRIVACY },
      { kind: 'signature', label: 'Firma del representante legal' },
    ],
  },
  'checklist-persona-moral.pdf': {
    title: 'Checklist de documentos — Persona moral',
    blocks: [
      { kind: 'paragraph', text: 'Entrega copia legible de cada documento. Los marcados como opcionales dependen de la operación de la empresa.' },
      { kind: 'checklist', items: checklistOf('moral') },
      { kind: 'paragraph', text: APPROVAL },
    ],
  },
  'anexo-persona-moral.pdf': {
    title: 'Anexo — Persona moral',
    blocks: [
      { kind: 'heading', text: 'Estructura accionaria y propietarios reales' },
      {
        kind: 'paragraph',
        text: 'Indica a los accionistas con 25 % o más del capital social y a las personas que ejercen el control de la empresa.',
      },
      { kind: 'fields', labels: ['Accionista 1 (nombre y %)', 'Accionista 2 (nombre y %)', 'Accionista 3 (nombre y %)'] },
      { kind: 'heading', text: 'Referencias' },
      { kind: 'fields', labels: ['Referencia comercial 1', 'Referencia comercial 2', 'Referencia bancaria'] },
      { kind: 'signature', label: 'Firma del representante legal' },
    ],
  },
};

/**
 * The file a name stands for: the names the forms had until issue #72 ("…-2022.pdf") still open
 * them, so a saved or cached link keeps working.
 */
export function planDocumentFile(file: string): string | null {
  const current = file.replace(/-2022\.pdf$/, '.pdf');
  return Object.hasOwn(DOCUMENTS, current) ? current : null;
}

function render(definition: PlanDocumentDefinition): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: { Title: definition.title, Author: COMPANY, Subject: definition.title },
      lang: 'es-MX',
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const width = doc.page.width - 112;
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#0b3c5d').text(COMPANY);
    doc.moveDown(0.5).fontSize(16).text(definition.title);
    doc.moveDown(1).fillColor('#1d2731');
    for (const block of definition.blocks) {
      switch (block.kind) {
        case 'heading':
          doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(block.text).moveDown(0.3);
          break;
        case 'paragraph':
          doc.moveDown(0.3).font('Helvetica').fontSize(10).text(block.text, { width }).moveDown(0.3);
          break;
        case 'fields':
          doc.font('Helvetica').fontSize(10);
          for (const label of block.labels) {
            doc.text(`${label}: ________________________________________________`, { width }).moveDown(0.4);
          }
          break;
        case 'checklist':
          doc.font('Helvetica').fontSize(10);
          for (const item of block.items) doc.text(`[   ]  ${item}`, { width }).moveDown(0.4);
          break;
        case 'signature':
          doc.moveDown(2).font('Helvetica').fontSize(10);
          doc.text('______________________________________');
          doc.text(`${block.label}                 Fecha: ____ / ____ / ______`);
          break;
      }
    }
    doc.end();
  });
}

// Each file is rendered once per process: the content is code, so it cannot change while running.
const rendered = new Map<string, Promise<Buffer>>();

export function renderPlanDocument(file: string): Promise<Buffer> {
  const definition = DOCUMENTS[file];
  if (!definition) throw new Error(`Documento desconocido: ${file}`);
  let pdf = rendered.get(file);
  if (!pdf) {
    pdf = render(definition);
    pdf.catch(() => rendered.delete(file));
    rendered.set(file, pdf);
  }
  return pdf;
}
