import { Link } from '@fvc/shared/router';
import type { Brand } from '@fvc/shared/contracts';

/** docs/product.md §2 home 6 (the 'Financial' brand is already filtered out by getHomeContent, docs/product.md §7). */
export function BrandsSection({ brands }: { brands: Brand[] }) {
  return (
    <section id="marcas" className="home-section brands-section" aria-labelledby="marcas-title" tabIndex={-1}>
      <h2 id="marcas-title">Nuestras marcas</h2>
      <ul className="brands-section__grid">
        {brands.map((brand) => (
          <li key={brand.id} className="brand-card">
            <img src={brand.imgmobileback} width={800} height={600} alt="" loading="lazy" decoding="async" />
            <div className="brand-card__body">
              <h3>{brand.title}</h3>
              <p>{brand.subtitle}</p>
              <Link className="fvc-button" to={brand.urlbutton}>
                CONOCE MÁS<span className="fvc-visually-hidden"> de {brand.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
