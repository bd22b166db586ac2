import { Link } from '@fvc/shared/router';
import { ContentPage } from './content-page';

const LEGAL_PAGES = {
  terms: { path: '/legales/terminosycondiciones', title: 'Términos y condiciones' },
  privacy: { path: '/legales/aviso-de-privacidad', title: 'Aviso de privacidad' },
  revocation: { path: '/legales/revocacion', title: 'Revocación del consentimiento' },
} as const;

/** /legales, /legal and their sub-pages: one text each with a local menu between them. */
export function LegalPage({ page }: { page: keyof typeof LEGAL_PAGES }) {
  return (
    <ContentPage
      slug={page}
      title={LEGAL_PAGES[page].title}
      // The route table titles them all "Legales".
      titlesPage
      before={
        <nav className="local-nav" aria-label="Textos legales">
          <ul>
            {Object.entries(LEGAL_PAGES).map(([key, { path, title }]) => (
              <li key={key}>
                <Link to={path} aria-current={key === page ? 'page' : undefined}>
                  {title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    />
  );
}
