import mjml2html from 'mjml';
import { MAIL_BRAND as brand } from './brand';
import { escapeHtml } from './escape-html';

export interface MailSender {
  name: string;
  phone: string;
  email: string;
}

/**
 * Classes a mail's body may use; MJML writes them into each element's style attribute (e-mail
 * clients drop <style> blocks): a figure in large type with its label, a button, a small legend.
 */
const BODY_STYLES = `
  a { color: ${brand.brand}; }
  p { margin: 0 0 12px; }
  ul { margin: 0 0 12px; padding-left: 20px; }
  h2 { margin: 20px 0 8px; font-size: 18px; color: ${brand.brand}; }
  .mail-figure-label { margin: 0; color: ${brand.muted}; font-size: 14px; }
  .mail-figure { margin: 0 0 4px; color: ${brand.brand}; font-size: 34px; font-weight: 700; line-height: 1.2; }
  .mail-panel { margin: 0 0 16px; padding: 16px; background: ${brand.surfaceAlt}; border-radius: ${brand.radius}; }
  .mail-button { display: inline-block; margin: 4px 8px 12px 0; padding: 12px 20px; border-radius: ${brand.radius}; background: ${brand.brand}; color: #ffffff; font-weight: 600; text-decoration: none; }
  .mail-button--secondary { background: #ffffff; color: ${brand.brand}; border: 2px solid ${brand.brand}; }
  .mail-legend { color: ${brand.muted}; font-size: 12px; line-height: 1.45; }
`;

/**
 * Every e-mail's one responsive layout (issue #69: a bare serif page with a bullet list read like
 * phishing beside the branded PDF it carried): the company's name on its colour bar, the body on
 * white at most 600 px wide (a phone gets the whole width), and who writes with how to reach them.
 * Made with MJML, which turns it into the tables and inline styles e-mail clients read.
 */
export async function brandedHtml(bodyHtml: string, { preheader, sender }: { preheader: string; sender: MailSender }): Promise<string> {
  const { html, errors } = await mjml2html(
    `<mjml lang="es-MX">
      <mj-head>
        <mj-title>${escapeHtml(preheader)}</mj-title>
        <mj-preview>${escapeHtml(preheader)}</mj-preview>
        <mj-attributes>
          <mj-all font-family="${escapeHtml(brand.fontFamily)}" />
          <mj-text color="${brand.text}" font-size="16px" line-height="1.5" padding="0 24px" />
        </mj-attributes>
        <mj-style inline="inline">${BODY_STYLES}</mj-style>
      </mj-head>
      <mj-body background-color="${brand.surfaceAlt}" width="600px">
        <mj-section background-color="${brand.brand}" padding="16px 24px">
          <mj-column>
            <mj-text color="#ffffff" font-size="20px" font-weight="700" padding="0"><span style="display:inline-block;width:14px;height:14px;margin-right:8px;border-radius:3px;background:${brand.accent}"></span>${escapeHtml(sender.name)}</mj-text>
          </mj-column>
        </mj-section>
        <mj-section background-color="#ffffff" padding="24px 0 12px">
          <mj-column>
            <mj-text>${bodyHtml}</mj-text>
          </mj-column>
        </mj-section>
        <mj-section padding="16px 24px">
          <mj-column>
            <mj-text color="${brand.muted}" font-size="13px" padding="0">${escapeHtml(sender.name)} · Tel. ${escapeHtml(sender.phone)} · <a href="mailto:${escapeHtml(sender.email)}">${escapeHtml(sender.email)}</a><br>Nunca te pediremos tu contraseña, tu código de acceso ni los datos de tu tarjeta por correo.</mj-text>
          </mj-column>
        </mj-section>
      </mj-body>
    </mjml>`,
    { validationLevel: 'soft' },
  );
  // A body MJML could not lay out is a programming error, not something to send half-drawn.
  if (errors.length > 0) throw new Error(`Diseño de correo inválido: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;

/**
 * The HTML body of a mail written as plain text: a paragraph per blank-line block, its lines kept,
 * its addresses as links. Everything else is escaped: the text may hold what a visitor typed.
 */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const lines = block.split('\n').map((line) => {
        let html = '';
        let last = 0;
        for (const match of line.matchAll(URL_IN_TEXT)) {
          html += escapeHtml(line.slice(last, match.index)) + `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
          last = match.index + match[0].length;
        }
        return html + escapeHtml(line.slice(last));
      });
      return `<p>${lines.join('<br>')}</p>`;
    })
    .join('');
}
