import { useQuery } from '@tanstack/react-query';
import { Link } from '@fvc/shared/router';
import { companyQuery } from '@fvc/shared/api';

/** docs/product.md §2 'Sobre nosotros' with 'CONOCE MÁS' to /acerca; the years come from the company data. */
export function AboutUs() {
  // The section reads fine without the number, so a failure here stays silent.
  const years = useQuery(companyQuery).data?.yearsInMarket;

  return (
    <section id="sobre-nosotros" className="plans-section plans-about reveal" aria-labelledby="plans-about-title">
      <h2 id="plans-about-title">Sobre nosotros</h2>
      <p>
        {years ? `Más de ${years} años en el mercado mexicano` : 'Años de experiencia en el mercado mexicano'} nos
        respaldan: financiamos camiones y autobuses con planes a la medida de cada transportista.
      </p>
      <Link className="fvc-button fvc-button--secondary" to="/acerca">
        CONOCE MÁS
      </Link>
    </section>
  );
}
