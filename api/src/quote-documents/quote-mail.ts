import { vehicleName } from '@fvc/shared/contracts';
import { QUOTE_LEGENDS } from '@fvc/shared/finance';
import { escapeHtml } from '../mail/outbox';
import { visitorGreeting } from '../mail/plain-text';
import {
  costSentences,
  keyFigures,
  nextStep,
  personTypeLabel,
  planLabel,
  quoteDetails,
  validityText,
  type QuoteDocument,
} from './quote-document';

/** The quote e-mail (text and HTML): the same facts and wording as the PDF it carries. */
export function composeQuoteMail(data: QuoteDocument): { subject: string; text: string; html: string } {
  const { folio, quote, company } = data;
  const lines: Array<[string, string]> = [
    ['Folio', folio],
    ['Vehículo', data.vehicle.model],
    ['Versión', data.vehicle.version],
    ['Plan', planLabel(quote)],
    ['Tipo de persona', personTypeLabel(quote)],
    ...keyFigures(quote),
    ...quoteDetails(quote),
  ];
  const costs = costSentences(data);
  const step = nextStep(data);
  const validity = `${validityText(data.createdAt)}.`;
  const legends = [...QUOTE_LEGENDS, company.regulatorLegend];
  const une = `Unidad Especializada de Atención a Usuarios (UNE): ${company.une.phone} · ${company.une.email} · ${company.une.hours} · ${company.une.address}`;

  const text = [
    // The visitor typed the name: it cannot add a line to the mail, nor be a link (visitorGreeting).
    visitorGreeting(data.customerName),
    `Esta es tu cotización ${folio}. ${validity} Adjuntamos el PDF con la tabla de pagos.`,
    [costs.rate, costs.cat, costs.catWithoutInsurance, costs.catIncludes].filter(Boolean).join('\n'),
    lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ['Siguiente paso', step.lead, ...step.dealerLines, step.contact].join('\n'),
    legends.join('\n'),
    une,
  ].join('\n\n');

  const html =
    `<p>${escapeHtml(visitorGreeting(data.customerName))}</p>` +
    `<p>Esta es tu cotización <strong>${escapeHtml(folio)}</strong>. ${escapeHtml(validity)} Adjuntamos el PDF con la tabla de pagos.</p>` +
    // The rate and the CAT legend in bold, as on the PDF; what the CAT counts in plain text.
    `<p>${[costs.rate, costs.cat, costs.catWithoutInsurance].filter((s) => s !== undefined).map((s) => `<strong>${escapeHtml(s)}</strong>`).join('<br>')}` +
    `${costs.catIncludes ? `<br>${escapeHtml(costs.catIncludes)}` : ''}</p>` +
    `<ul>${lines.map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`).join('')}</ul>` +
    `<h2 style="font-size:16px">Siguiente paso</h2><p>${escapeHtml(step.lead)}</p>` +
    (step.dealerLines.length > 0 ? `<p>${step.dealerLines.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p>${escapeHtml(step.contact)}</p>` +
    legends.map((legend) => `<p><small>${escapeHtml(legend)}</small></p>`).join('') +
    `<p><small>${escapeHtml(une)}</small></p>`;

  return { subject: `Tu cotización ${folio}: ${vehicleName(data.vehicle.model, data.vehicle.version)}`, text: `${text}\n`, html };
}
