import type { CompanyFields } from '@fvc/shared/contracts';

/** The company's data as the form holds it: the years as typed. */
export type CompanyFormValues = Omit<CompanyFields, 'yearsInMarket'> & { yearsInMarket: string };

/** What is typed, or what stands in its place while it is empty. */
const or = (value: string, missing: string) => value.trim() || missing;
/** A link as the footer writes CONDUSEF's site: without its scheme nor "www.". */
const bare = (url: string) => url.trim().replace(/^https?:\/\/(www\.)?/, '');

/**
 * The company's data where the site shows it, from what is typed now: the header, the footer
 * (contact, links, the UNE and CONDUSEF, the legend), the users' attention page and the home's
 * "Sobre nosotros". Its links are only text: nothing in it is a control.
 */
export function CompanyPreview({ fields }: { fields: CompanyFormValues }) {
  const name = or(fields.name, 'Nombre comercial');
  // The footer's sentence ends with its own period: a legal name ending in "E.N.R." does not get two.
  const holder = or(fields.legalName, name).replace(/\.$/, '');
  const years = fields.yearsInMarket.trim();
  const links = [
    ['Bolsa de trabajo', fields.jobBoardUrl],
    ['Autobuses', fields.busBrandUrl],
    ['Camiones', fields.truckBrandUrl],
    ['Facebook', fields.facebookUrl],
    ['LinkedIn', fields.linkedinUrl],
  ] as const;
  return (
    <section className="bo-card bo-preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vista previa</h2>
      <p className="bo-muted">Así se verán estos datos en el sitio.</p>

      <h3>Encabezado</h3>
      <div className="bo-preview__chrome">
        <p>
          <strong>{name}</strong>
        </p>
        <p>ACCESO DISTRIBUIDORES: {or(fields.dealerPortalUrl, 'sin dirección')}</p>
      </div>

      <h3>Pie de página</h3>
      <div className="bo-preview__chrome">
        <p>
          <strong>{name}</strong>
        </p>
        <p>
          Atención a clientes: {or(fields.phone, 'teléfono')} · {or(fields.email, 'correo')} · {or(fields.hoursWeekdays, 'horario de lunes a viernes')} ·{' '}
          {or(fields.hoursSaturday, 'horario del sábado')}
        </p>
        <ul aria-label="Enlaces del pie de página">
          {links.map(([label, url]) => (
            <li key={label}>
              {label}: {or(url, 'sin dirección')}
            </li>
          ))}
        </ul>
        <p>
          <strong>Unidad Especializada de Atención a Usuarios (UNE):</strong> {or(fields.unePhone, 'teléfono')} · {or(fields.uneEmail, 'correo')} ·{' '}
          {or(fields.uneHours, 'horario')} · Domicilio y más datos
        </p>
        <p>
          <strong>CONDUSEF:</strong> {or(fields.condusefPhone, 'teléfono')} · {or(bare(fields.condusefUrl), 'sitio')} · Buró de Entidades Financieras (
          {or(fields.buroUrl, 'sin dirección')})
        </p>
        <p className="bo-preview__legend">{or(fields.regulatorLegend, 'Leyenda de la SOFOM')}</p>
        <p>
          © {new Date().getFullYear()} {holder}. Todos los derechos reservados.
        </p>
      </div>

      <h3>Atención a usuarios</h3>
      <dl className="bo-facts">
        <dt>Titular</dt>
        {/* The page says "Titular" itself: the prefix the data may carry is not repeated. */}
        <dd>{or(fields.uneHead.replace(/^\s*Titular de la UNE:\s*/, ''), '—')}</dd>
        <dt>Domicilio</dt>
        <dd>{or(fields.uneAddress, '—')}</dd>
        <dt>Teléfono</dt>
        <dd>{or(fields.unePhone, '—')}</dd>
        <dt>Correo electrónico</dt>
        <dd>{or(fields.uneEmail, '—')}</dd>
        <dt>Horario</dt>
        <dd>{or(fields.uneHours, '—')}</dd>
      </dl>

      <h3>Portada: «Sobre nosotros»</h3>
      <p>
        {/^\d+$/.test(years) && Number(years) > 0 ? `Más de ${Number(years)} años en el mercado mexicano` : 'Años de experiencia en el mercado mexicano'} nos respaldan…
      </p>
    </section>
  );
}
