import { lazy } from 'react';
import { Link, Navigate, Route, Routes } from '@fvc/shared/router';
import { HomePage } from './features/home/home-page';
import { NewsListPage } from './features/news/news-list-page';
import { PageQueries } from '@fvc/shared/api';
import { queryClient } from './query-client';

// The form pages are chunks of their own (issue #15): react-hook-form and the forms' code stay off
// the home page, the landing page everyone loads first. The shell's Suspense shows the area's
// loading state meanwhile, and navigations (transitions) keep the page on screen until it is ready.
// The UNE page too: its regulator's data and texts would otherwise be in every other page's scripts.
const UserAttentionPage = lazy(() =>
  import(/* webpackChunkName: "user-attention" */ './features/user-attention/user-attention-page').then(({ UserAttentionPage: page }) => ({
    default: page,
  })),
);
const ContactPage = lazy(() => import('./features/contact/contact-page').then(({ ContactPage: page }) => ({ default: page })));
const LeadPage = lazy(() => import('./features/contact/lead-page').then(({ LeadPage: page }) => ({ default: page })));
// The pages that show editorial HTML share one chunk: they need DOMPurify, which `/` does not.
const ContentPage = lazy(() =>
  import(/* webpackChunkName: "editorial-pages" */ './features/content-pages/content-page').then(({ ContentPage: page }) => ({ default: page })),
);
const FormsPage = lazy(() =>
  import(/* webpackChunkName: "editorial-pages" */ './features/content-pages/forms-page').then(({ FormsPage: page }) => ({ default: page })),
);
const LegalPage = lazy(() =>
  import(/* webpackChunkName: "editorial-pages" */ './features/content-pages/legal-page').then(({ LegalPage: page }) => ({ default: page })),
);
const FaqsPage = lazy(() =>
  import(/* webpackChunkName: "editorial-pages" */ './features/faqs/faqs-page').then(({ FaqsPage: page }) => ({ default: page })),
);
const NewsDetailPage = lazy(() =>
  import(/* webpackChunkName: "editorial-pages" */ './features/news/news-detail-page').then(({ NewsDetailPage: page }) => ({
    default: page,
  })),
);

function Next({ to, label }: { to: string; label: string }) {
  return (
    <p className="content-page__next">
      <Link className="fvc-button" to={to}>
        {label}
      </Link>
    </p>
  );
}

const about = (
  <ContentPage slug="about" title="Sobre nosotros">
    <Next to="/calculadora/paso-1" label="COTIZAR" />
  </ContentPage>
);

/** Marketing content owned by this remote (docs/architecture.md §1); the shell routes these paths here. */
export default function HomeRoutes() {
  return (
    <PageQueries client={queryClient}>
      <div data-remote="home" data-release={__FVC_RELEASE__}>
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/contacto" element={<ContactPage />} />
          <Route path="/acerca" element={about} />
          <Route path="/about" element={about} />
          <Route path="/noticias" element={<NewsListPage />} />
          <Route path="/noticias/:id" element={<NewsDetailPage />} />
          <Route path="/news-details" element={<NewsListPage />} />
          <Route path="/news-details/:id" element={<NewsDetailPage />} />
          <Route
            path="/brand-financial"
            element={
              <ContentPage slug="brand-financial" title="Servicios financieros">
                <Next to="/planes-financiamiento/credito-directo" label="CONOCE MÁS" />
              </ContentPage>
            }
          />
          <Route
            path="/brand-insurance"
            element={
              <ContentPage slug="brand-insurance" title="Seguros">
                <Next to="/planes-financiamiento/insurance" label="CONOCE MÁS" />
              </ContentPage>
            }
          />
          <Route
            path="/brand-daimler"
            element={
              <ContentPage slug="brand-daimler" title="Nuestras marcas">
                <Next to="/distribuidores" label="ENCUENTRA TU DISTRIBUIDOR" />
              </ContentPage>
            }
          />
          <Route path="/faqs" element={<FaqsPage />} />
          <Route path="/faqs/general-questions" element={<FaqsPage />} />
          <Route path="/faqs/*" element={<Navigate to="/" replace />} />
          <Route path="/legales/aviso-de-privacidad" element={<LegalPage page="privacy" />} />
          <Route path="/legales/revocacion" element={<LegalPage page="revocation" />} />
          <Route path="/legales" element={<LegalPage page="terms" />} />
          <Route path="/legales/terminosycondiciones" element={<LegalPage page="terms" />} />
          {/* docs/product.md §2: an unknown address goes home, not to a legal text under a wrong name. */}
          <Route path="/legales/*" element={<Navigate to="/" replace />} />
          <Route path="/legal" element={<LegalPage page="terms" />} />
          <Route path="/formularios" element={<FormsPage />} />
          <Route path="/atencion-a-usuarios" element={<UserAttentionPage />} />
          <Route
            path="/campaign"
            element={<LeadPage slug="campaign" title="Campaña" formTitle="Déjanos tus datos y te llamamos" />}
          />
          <Route
            path="/syntage"
            element={<LeadPage slug="syntage" title="Consulta de datos fiscales" formTitle="Autoriza la consulta con tu RFC" />}
          />
        </Routes>
      </div>
    </PageQueries>
  );
}
