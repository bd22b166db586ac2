import { useRef, useState } from 'react';
import { Link } from '@fvc/shared/router';
import type { Promotion } from '@fvc/shared/contracts';
import { PROMOTION_ARROWS_ABOVE } from '../hooks/timings';

function CallToAction({ promotion }: { promotion: Promotion }) {
  const { urlbutton, textbutton, title } = promotion;
  const label = (
    <>
      {textbutton}
      <span className="fvc-visually-hidden">: {title}</span>
    </>
  );
  return urlbutton.startsWith('/') ? (
    <Link className="fvc-button" to={urlbutton}>
      {label}
    </Link>
  ) : (
    <a className="fvc-button" href={urlbutton} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  );
}

/**
 * docs/product.md §2 home 4, shown only with promotions. Desktop: a horizontal scroller whose arrows appear
 * only above 4 items; mobile: one card per view, previous/next move by one card width. Clicking
 * a card expands it to half width (title, subtitle, CERRAR, call to action) and shrinks the
 * others to a quarter; one card expanded at a time, or none.
 */
export function PromotionsSection({ promotions }: { promotions: Promotion[] }) {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const track = useRef<HTMLUListElement>(null);
  if (promotions.length === 0) return null;

  const scrollByCard = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.querySelector('li');
    if (!list || !card) return;
    list.scrollBy({ left: direction * card.getBoundingClientRect().width, behavior: 'smooth' });
  };
  // Above 4 items the row is wider than the screen. So is it with 4 once one is open: half for it
  // and a quarter for each of the other three (docs/product.md §2) is a row and a quarter, and the last card is
  // out of sight with nothing saying it is there.
  const arrowsOnDesktop = promotions.length > PROMOTION_ARROWS_ABOVE || (expandedId !== null && promotions.length > 3);

  return (
    <section id="promociones" className="home-section promotions" aria-labelledby="promociones-title" tabIndex={-1}>
      <h2 id="promociones-title">Promociones</h2>
      <ul ref={track} className={`promotions__track${expandedId !== null ? ' has-expanded' : ''}`}>
        {promotions.map((promotion) => {
          const expanded = promotion.id === expandedId;
          const detailsId = `promocion-${promotion.id}`;
          return (
            <li key={promotion.id} className={`promotion-card${expanded ? ' is-expanded' : ''}`}>
              {/* An image, not a CSS background: the section is below the fold, and a background is
                  fetched at load whether or not it is near the screen (issue #15); a vector one is
                  also parsed then, on the main thread. Decorative: the card's title says what it is. */}
              <img className="promotion-card__image" src={promotion.imgback} alt="" loading="lazy" decoding="async" />
              <button
                type="button"
                className="promotion-card__toggle"
                aria-expanded={expanded}
                aria-controls={detailsId}
                onClick={() => setExpandedId(expanded ? null : promotion.id)}
              >
                <span className="promotion-card__vehicle">{promotion.vehiculo}</span>
                <span className="promotion-card__title">{promotion.title}</span>
              </button>
              <div id={detailsId} className="promotion-card__details" hidden={!expanded}>
                <p>{promotion.subtitle}</p>
                <div className="promotion-card__actions">
                  <CallToAction promotion={promotion} />
                  <button
                    type="button"
                    className="fvc-button fvc-button--secondary"
                    onClick={(event) => {
                      setExpandedId(null);
                      // CERRAR hides itself with the details: focus goes back to the card it opened from.
                      event.currentTarget.closest('li')?.querySelector<HTMLButtonElement>('.promotion-card__toggle')?.focus();
                    }}
                  >
                    CERRAR
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={`promotions__arrows${arrowsOnDesktop ? '' : ' promotions__arrows--mobile-only'}`}>
        <button type="button" onClick={() => scrollByCard(-1)} aria-label="Promoción anterior">
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" onClick={() => scrollByCard(1)} aria-label="Promoción siguiente">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
