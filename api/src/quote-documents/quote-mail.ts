import { vehicleName } from '@fvc/shared/contracts';
import { QUOTE_LEGENDS, formatMxn, monthlyPaymentLabel } from '@fvc/shared/finance';
import { escapeHtml } from '../mail/escape-html';
import { visitorGreeting } from '../mail/plain-text';
import {
  APPLY_LABEL,
  costSentences,
  keyFigures,
  nextStep,
  personTypeLabel,
  planLabel,
  quoteDetails,
  validityText,
  type QuoteDocument,
} from './quote-document';

/**
 * The quote e-mail (text and HTML): the same facts and wording as the PDF it carries. The HTML
 * leads with the monthly payment in large type, the rate and the CAT, and the buttons to go on
 * (issue #69); the layout around it is every mail's (mail/branded-layout.ts).
 */
export function composeQuoteMail(data: QuoteDocument, siteUrl: string): { subject: string; text: string; html: string } {
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
    ...(data.applyUrl ? [`${APPLY_LABEL} en línea: ${data.applyUrl}`] : []),
    legends.join('\n'),
    une,
  ].join('\n\n');

  const link = (path: string) => escapeHtml(new URL(path, siteUrl).href);
  const html =
    `<p>${escapeHtml(visitorGreeting(data.customerName))}</p>` +
    `<p>Esta es tu cotización <strong>${escapeHtml(folio)}</strong>. ${escapeHtml(validity)} Adjuntamos el PDF con la tabla de pagos.</p>` +
    `<div class="mail-panel">` +
    `<p class="mail-figure-label">${escapeHtml(monthlyPaymentLabel(quote))}</p>` +
    `<p class="mail-figure">${escapeHtml(formatMxn(quote.monthlyPayment))}</p>` +
    // The rate and the CAT legend in bold, as on the PDF; what the CAT counts in smaller type.
    `<p>${[costs.rate, costs.cat, costs.catWithoutInsurance].filter((s) => s !== undefined).map((s) => `<strong>${escapeHtml(s)}</strong>`).join('<br>')}</p>` +
    (costs.catIncludes ? `<p class="mail-legend">${escapeHtml(costs.catIncludes)}</p>` : '') +
    `</div>` +
    `<p>${data.dealer ? `<a class="mail-button" href="${link('/distribuidores')}">Ver distribuidor</a>` : ''}` +
    // Applying online from this quote (issue #72); the contact form where a quote has no link (never, from the API).
    `<a class="mail-button${data.dealer ? ' mail-button--secondary' : ''}" href="${data.applyUrl ? escapeHtml(data.applyUrl) : link('/contacto')}">${data.applyUrl ? APPLY_LABEL : 'Solicitar crédito'}</a></p>` +
    `<h2>Tu cotización</h2>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px">` +
    lines
      .map(([label, value]) => `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid #e3e8ec">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #e3e8ec;text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`)
      .join('') +
    `</table>` +
    `<h2>Siguiente paso</h2><p>${escapeHtml(step.lead)}</p>` +
    (step.dealerLines.length > 0 ? `<p>${step.dealerLines.map(escapeHtml).join('<br>')}</p>` : '') +
    `<p>${escapeHtml(step.contact)}</p>` +
    legends.map((legend) => `<p class="mail-legend">${escapeHtml(legend)}</p>`).join('') +
    `<p class="mail-legend">${escapeHtml(une)}</p>`;

  return { subject: `Tu cotización ${folio}: ${vehicleName(data.vehicle.model, data.vehicle.version)}`, text: `${text}\n`, html };
}
