import { Link } from '@fvc/shared/router';
import type { PlanCard } from '@fvc/shared/contracts';
import { usePager } from '../hooks/use-pager';
import { PLANS_PER_PAGE } from '../hooks/timings';

/**
 * docs/product.md §2 home 2. Of the two readings we show 2 per row and 2 rows (4 per page) with the pager
 * only when there is more than one page: no dead arrows when everything already fits.
 */
export function PlansSection({ cards }: { cards: PlanCard[] }) {
  const pager = usePager(cards.length, PLANS_PER_PAGE);
  const visible = cards.slice(pager.start, pager.end);
  return (
    <section id="planes" className="home-section plans-section" aria-labelledby="planes-title" tabIndex={-1}>
      <h2 id="planes-title">Planes de financiamiento</h2>
      <ul className="plans-section__grid">
        {visible.map((card) => (
          <li key={card.id} className="plan-card">
            <img src={card.icnsummary} width={64} height={64} alt="" loading="lazy" />
            <h3>{card.title}</h3>
            <p className="plan-card__summary">{card.summary}</p>
            <p className="plan-card__hover">{card.summaryhover}</p>
            <Link className="fvc-button fvc-button--secondary" to={card.urlsummary}>
              VER MÁS<span className="fvc-visually-hidden"> sobre {card.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {pager.pageCount > 1 && (
        <nav className="pager" aria-label="Páginas de planes">
          {/* aria-disabled, not disabled: the arrow pressed onto the last page keeps the keyboard's
              focus instead of dropping it to the page's start (the pager ignores it there). */}
          <button type="button" onClick={pager.prev} aria-disabled={!pager.canPrev} aria-label="Planes anteriores">
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-live="polite">
            Página {pager.page + 1} de {pager.pageCount}
          </span>
          <button type="button" onClick={pager.next} aria-disabled={!pager.canNext} aria-label="Planes siguientes">
            <span aria-hidden="true">›</span>
          </button>
        </nav>
      )}
    </section>
  );
}
