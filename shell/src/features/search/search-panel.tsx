import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@fvc/shared/router';
import { SEARCH_MIN_LENGTH, type SiteSearch } from '@fvc/shared/api';
import { routeForSection } from './section-route';

interface SearchPanelProps {
  onClose: () => void;
  /** Runs the search; resolves with empty results (never rejects) when the service fails. */
  search: (phrase: string) => Promise<SiteSearch>;
}

const EMPTY: SiteSearch = { results: {}, total: 0 };
/** Wait for a pause in typing before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search panel (docs/product.md §2, §5): results grouped by section with the total. Closing it clears the
 * phrase and the results (the panel unmounts).
 */
export function SearchPanel({ onClose, search }: SearchPanelProps) {
  const [phrase, setPhrase] = useState('');
  const [outcome, setOutcome] = useState<SiteSearch>(EMPTY);
  const [searching, setSearching] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => inputRef.current?.focus(), []);

  useEffect(() => {
    const trimmed = phrase.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) {
      setOutcome(EMPTY);
      setSearching(false);
      return undefined;
    }
    let active = true;
    setSearching(true);
    const timer = setTimeout(() => {
      void search(trimmed).then((found) => {
        if (!active) return;
        setOutcome(found);
        setSearching(false);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [phrase, search]);

  const tooShort = phrase.trim().length < SEARCH_MIN_LENGTH;
  const sections = Object.entries(outcome.results).filter(([, hits]) => hits.length > 0);

  return (
    <div
      id="search-panel"
      className="search-panel"
      role="search"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="search-panel__bar">
        <label htmlFor={inputId}>Buscar en el sitio</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={phrase}
          autoComplete="off"
          placeholder="Crédito, arrendamiento, seguros…"
          onChange={(event) => setPhrase(event.target.value)}
        />
        <button type="button" className="fvc-button fvc-button--secondary" onClick={onClose}>
          Cerrar búsqueda
        </button>
      </div>
      <div className="search-panel__results" aria-live="polite">
        {tooShort ? (
          <p className="search-panel__hint">Escribe al menos {SEARCH_MIN_LENGTH} caracteres.</p>
        ) : searching ? (
          <p className="search-panel__hint">Buscando…</p>
        ) : (
          <p className="search-panel__total">
            {outcome.total === 1 ? '1 resultado' : `${outcome.total} resultados`}
          </p>
        )}
        {!tooShort &&
          !searching &&
          sections.map(([section, hits]) => (
            <section key={section} aria-label={section}>
              <h2>{section}</h2>
              <ul>
                {hits.map((hit) => (
                  <li key={`${hit.url}-${hit.title}`}>
                    <Link to={hit.url || routeForSection(section)} onClick={onClose}>
                      {hit.title}
                    </Link>
                    {hit.summary && <p>{hit.summary}</p>}
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </div>
  );
}
