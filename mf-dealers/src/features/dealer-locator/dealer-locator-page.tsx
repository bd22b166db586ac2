import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

/** The dealer locator; the dealer-locator issue adds states, cities, the map and contact. */
export function DealerLocatorPage() {
  return (
    <article>
      <PageHeading title="Encuentra tu distribuidor">
        <p>Tenemos distribuidores de camiones y autobuses en todo el país.</p>
      </PageHeading>
      <p>
        <Link className="fvc-button" to="/contacto">
          CONTÁCTANOS
        </Link>
      </p>
    </article>
  );
}
