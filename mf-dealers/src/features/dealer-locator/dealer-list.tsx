import { lazy, Suspense, useState } from 'react';
import type { Dealer } from '@fvc/shared/contracts';
import { Button, ErrorBoundary, LoadingState } from '@fvc/shared/ui';
import { formatDistance, SERVICE_LABELS, VEHICLE_LABELS } from './labels';

// The form (and react-hook-form with it) is fetched when a visitor shows they may contact a dealer
// (pointer over or focus on "Contactar"): the list, prerendered and hydrated on every visit, does
// not carry it (issue #15).
const loadForm = () => import('./dealer-contact-form');
const preloadForm = () => void loadForm().catch(() => undefined);
/** A new one after a failure: a `lazy` whose download failed stays failed. */
const lazyForm = () => lazy(() => loadForm().then(({ DealerContactForm: form }) => ({ default: form })));

interface ContactFormProps {
  dealer: Dealer;
  onClose: () => void;
}

/** The form in the dealer's card; if its download fails, the card says so and can try again. */
function LazyContactForm(props: ContactFormProps) {
  const [Form, setForm] = useState(lazyForm);
  return (
    <ErrorBoundary
      title="No pudimos abrir el formulario"
      message="Revisa tu conexión e intenta de nuevo, o escribe o llama al distribuidor."
      onRetry={() => setForm(lazyForm)}
    >
      <Suspense fallback={<LoadingState label="Cargando formulario…" />}>
        <Form {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

interface DealerListProps {
  dealers: Dealer[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onClose: () => void;
}

/** Numbered like the map markers, so a visitor can match a pin to its card at a glance. */
export function DealerList({ dealers, selectedId, onSelect, onClose }: DealerListProps) {
  return (
    <ol className="dealer-list">
      {dealers.map((dealer, index) => {
        const selected = dealer.id === selectedId;
        return (
          <li key={dealer.id} id={`dealer-${dealer.id}`} className={selected ? 'dealer-card dealer-card--selected' : 'dealer-card'}>
            <article aria-labelledby={`dealer-${dealer.id}-name`}>
              <h3 id={`dealer-${dealer.id}-name`} className="dealer-card__name" tabIndex={-1}>
                <span className="dealer-card__number" aria-hidden="true">
                  {index + 1}
                </span>
                {dealer.name}
              </h3>
              {dealer.distanceKm !== undefined && <p className="dealer-card__distance">{formatDistance(dealer.distanceKm)}</p>}
              <address className="dealer-card__address">
                {dealer.address}, C.P. {dealer.postalCode}
                <br />
                {dealer.city.name}, {dealer.state.name}
              </address>
              <ul className="dealer-card__contact">
                <li>
                  Teléfono: <a href={`tel:+52${dealer.phone.replace(/\D/g, '')}`}>{dealer.phone}</a>
                </li>
                <li>
                  Correo: <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
                </li>
                <li>Horario: {dealer.hours}</li>
                <li>
                  {/* Directions in the visitor's own maps app (issue #69); the coordinates, not the
                      address text, so a new street name still finds the place. */}
                  <a href={directionsUrl(dealer)} target="_blank" rel="noopener noreferrer">
                    Cómo llegar<span className="fvc-visually-hidden"> a {dealer.name} (se abre en una pestaña nueva)</span>
                  </a>
                </li>
              </ul>
              <p className="dealer-card__tags">
                {dealer.vehicleTypes.map((type) => VEHICLE_LABELS[type]).join(' y ')} ·{' '}
                {dealer.services.map((service) => SERVICE_LABELS[service]).join(', ')}
              </p>
              {selected ? (
                <LazyContactForm dealer={dealer} onClose={onClose} />
              ) : (
                <Button
                  onClick={() => onSelect(dealer.id)}
                  onPointerEnter={preloadForm}
                  onFocus={preloadForm}
                  aria-label={`Contactar a ${dealer.name}`}
                >
                  Contactar
                </Button>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** A route to the dealer from where the visitor is, in Google Maps (the app on a phone). */
export function directionsUrl(dealer: Pick<Dealer, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${dealer.latitude},${dealer.longitude}`;
}
