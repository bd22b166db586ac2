import { Link } from '@fvc/shared/router';
import type { NewsItem } from '@fvc/shared/contracts';
import { useNewsNavigator } from '../hooks/use-news-navigator';

/** docs/product.md §2 home 7, 'Lo más nuevo': one item at a time, index/total, ends blocked (docs/product.md §4). */
export function NewsSlider({ items }: { items: NewsItem[] }) {
  const nav = useNewsNavigator(items.length);
  if (items.length === 0) return null;
  return (
    <section id="news" className="home-section news-slider" aria-labelledby="news-title" tabIndex={-1}>
      <h2 id="news-title">Lo más nuevo</h2>
      <div className="news-slider__viewport">
        <ul className="news-slider__track" style={{ transform: `translateX(-${nav.index * 100}%)` }}>
          {items.map((item, index) => (
            <li key={item.id} className="news-slider__item" aria-hidden={index !== nav.index} inert={index !== nav.index}>
              <img src={item.imgback} width={800} height={500} alt="" loading="lazy" decoding="async" />
              <div className="news-slider__body">
                <h3>{item.title}</h3>
                <p>{item.subtitle}</p>
                <Link className="fvc-button" to={item.urlbutton}>
                  {item.textbutton || 'CONOCE MÁS'}
                  <span className="fvc-visually-hidden">: {item.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {/* aria-disabled, not disabled: a button that disables itself while focused (every press
          locks both for the slide's 350 ms) drops the keyboard's focus to the page's start. The
          navigator ignores a press while it is locked. */}
      <div className="news-slider__controls">
        <button type="button" onClick={nav.prev} aria-disabled={!nav.canPrev} aria-label="Noticia anterior">
          <span aria-hidden="true">‹</span>
        </button>
        <span className="news-slider__counter" aria-live="polite">
          {nav.index + 1} / {items.length}
        </span>
        <button type="button" onClick={nav.next} aria-disabled={!nav.canNext} aria-label="Noticia siguiente">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
