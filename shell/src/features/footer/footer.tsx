import { useState, useSyncExternalStore } from 'react';
import { Link } from '@fvc/shared/router';
import type { Company } from '@fvc/shared/contracts';
import { collapsedGroupHeight, footerGroups, footerLayout, type FooterLayout, type FooterLink } from './footer-groups';

/** A prerendered page is drawn for a phone; hydration draws the same, then the real layout. */
const PRERENDERED_LAYOUT: FooterLayout = 'phone';

/**
 * The viewport's width as last read: once, then on each resize. Reading `innerWidth` makes the
 * browser lay out the page first, and React reads a store's value on every render of the footer
 * and again before committing: on a customer page that was a long layout in the middle of a
 * render, twice (issue #15). Forgotten when nothing listens, so the next footer reads it afresh.
 */
let knownWidth: number | null = null;
let listening = 0;

const subscribeToResize = (onChange: () => void) => {
  const resized = () => {
    knownWidth = window.innerWidth;
    onChange();
  };
  window.addEventListener('resize', resized);
  listening += 1;
  return () => {
    window.removeEventListener('resize', resized);
    listening -= 1;
    if (listening === 0) knownWidth = null;
  };
};

/**
 * The layout, not the width, is the store's value: React draws the footer again only when the
 * value changes. After hydrating a prerendered page it compares it with the prerender's, and a
 * width differed on every screen but a 390 px one (412 on Lighthouse's phone): a second,
 * synchronous render of the whole footer right after hydration, in the start-up's longest task
 * (issue #15).
 * A resize within one layout draws nothing either.
 */
function useFooterLayout(): FooterLayout {
  return useSyncExternalStore(
    subscribeToResize,
    () => footerLayout((knownWidth ??= window.innerWidth)),
    () => PRERENDERED_LAYOUT,
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label}
        <span className="fvc-visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    );
  }
  return <Link to={link.to}>{link.label}</Link>;
}

/**
 * Site footer. Desktop shows the four columns; on small screens each column is a group that
 * expands, one at a time. Company texts come from the API, never from code.
 */
export function Footer({ company }: { company: Company | null }) {
  const layout = useFooterLayout();
  const isMobile = layout !== 'desktop';
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const groups = footerGroups(company);
  // The legal name may end in a period of its own ("E.N.R."): the sentence gets one, not two.
  const holder = (company?.legalName ?? company?.name)?.trim().replace(/\.$/, '');

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <Link to="/" className="site-footer__logo" aria-label={company ? `${company.name}: inicio` : 'Inicio'}>
          <span aria-hidden="true" className="site-header__logo-mark" />
          <span>{company?.name}</span>
        </Link>
        <div className="site-footer__groups">
          {groups.map((group) => {
            const isOpen = !isMobile || openGroup === group.title;
            const panelId = `footer-group-${group.title.replace(/\s+/g, '-').toLowerCase()}`;
            return (
              <section
                key={group.title}
                className={`site-footer__group${isOpen ? '' : ' site-footer__group--collapsed'}`}
                // docs/product.md §9: a closed group is exactly this tall (it was the heading's 49 px at 600 px).
                style={isOpen ? undefined : { height: collapsedGroupHeight(layout) }}
              >
                {isMobile ? (
                  <h2 className="site-footer__heading">
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpenGroup(isOpen ? null : group.title)}
                    >
                      {group.title}
                    </button>
                  </h2>
                ) : (
                  <h2 className="site-footer__heading">{group.title}</h2>
                )}
                <div id={panelId} hidden={!isOpen}>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.label}>
                        <FooterAnchor link={link} />
                      </li>
                    ))}
                  </ul>
                  {group.title === 'Atención a clientes' && company && (
                    <address className="site-footer__contact">
                      <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
                      <a href={`mailto:${company.email}`}>{company.email}</a>
                      <span>{company.hours.weekdays}</span>
                      <span>{company.hours.saturday}</span>
                    </address>
                  )}
                </div>
              </section>
            );
          })}
        </div>
        {company?.regulator && (
          // What a SOFOM E.N.R. must show on every page: its UNE, CONDUSEF and the Buró. Guarded:
          // an API older than the shell may not send it yet.
          <section className="site-footer__regulator" aria-label="Atención a usuarios y autoridades">
            <p>
              <strong>Unidad Especializada de Atención a Usuarios (UNE):</strong>{' '}
              <a href={`tel:${company.regulator.une.phone.replace(/\s/g, '')}`}>{company.regulator.une.phone}</a> ·{' '}
              <a href={`mailto:${company.regulator.une.email}`}>{company.regulator.une.email}</a> · {company.regulator.une.hours} ·{' '}
              <Link to="/atencion-a-usuarios">Domicilio y más datos</Link>
            </p>
            <p>
              <strong>CONDUSEF:</strong> {company.regulator.condusef.phone} ·{' '}
              <a href={company.regulator.condusef.url} target="_blank" rel="noopener noreferrer">
                {company.regulator.condusef.url.replace(/^https?:\/\/(www\.)?/, '')}
                <span className="fvc-visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>{' '}
              ·{' '}
              <a href={company.regulator.buroUrl} target="_blank" rel="noopener noreferrer">
                Buró de Entidades Financieras
                <span className="fvc-visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </p>
            <p className="site-footer__legend">{company.regulator.legend}</p>
          </section>
        )}
        <p className="site-footer__copyright">
          {/* The prerendered page keeps the year it was drawn with: a visitor whose clock reads
              another year (New Year's Eve in Mexico is already January in UTC) gets no mismatch. */}
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span>
          {holder ? ` ${holder}` : ''}. Todos los derechos reservados.
        </p>
      </div>
    </footer>
  );
}
