import { useEffect, useState } from 'react';
import { Link } from '@fvc/shared/router';
import { getCompany } from '@fvc/shared/api';

/** SPEC §2 'Sobre nosotros' with 'CONOCE MÁS' to /acerca; the years come from the company data. */
export function AboutUs() {
  const [years, setYears] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    // The section reads fine without the number, so a failure here stays silent.
    getCompany().then(
      (company) => current && setYears(company.yearsInMarket),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

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
