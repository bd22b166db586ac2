import { Link } from 'react-router-dom';
import type { Company } from '@fvc/shared/contracts';

/** Site footer; company texts come from the API (never from code), so it renders them when known. */
export function Footer({ company }: { company: Company | null }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Pie de página" className="site-footer__links">
          <Link to="/planes-financiamiento/credito-directo">Crédito directo</Link>
          <Link to="/distribuidores">Distribuidores</Link>
          <Link to="/faqs/general-questions">Preguntas frecuentes</Link>
          <Link to="/contacto">Contacto</Link>
          <Link to="/legales/terminosycondiciones">Legales</Link>
          <Link to="/legales/aviso-de-privacidad">Aviso de privacidad</Link>
        </nav>
        {company && (
          <div className="site-footer__company">
            <p>
              Atención a clientes: <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a> ·{' '}
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </p>
            <p>© 2024 {company.name}. Todos los derechos reservados.</p>
          </div>
        )}
      </div>
    </footer>
  );
}
