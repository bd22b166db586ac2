import { Link } from '@fvc/shared/router';

/** docs/product.md §2 home 5. */
export function AboutSection() {
  return (
    <section id="aboutus" className="home-section about-section" aria-labelledby="aboutus-title" tabIndex={-1}>
      <h2 id="aboutus-title">Sobre nosotros</h2>
      <p>
        Más de 30 años en el mercado mexicano financiando camiones, tractocamiones y autobuses. Diseñamos cada plan a la
        medida de tu operación, con tasa fija, plazos de hasta 72 meses y requisitos mínimos.
      </p>
      <Link className="fvc-button fvc-button--secondary" to="/acerca">
        CONOCE MÁS<span className="fvc-visually-hidden"> sobre nosotros</span>
      </Link>
    </section>
  );
}
