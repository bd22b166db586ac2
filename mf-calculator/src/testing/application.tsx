import { MemoryRouter, Route, Routes, useLocation } from '@fvc/shared/router';
import type { ApplicationDocumentView, ApplicationQuote, ApplicationView } from '@fvc/shared/contracts';
import { apiStub } from '@fvc/shared/testing/api-stub';
import { renderApp } from '@fvc/shared/testing/render-app';
import { ApplicationRoutes } from '../features/application/application-routes';

export const TOKEN = 'v1.5f0c6d2e-1111-4222-8333-444455556666.n0nce.exp.firma';
export const APPLICATION_ID = '5f0c6d2e-1111-4222-8333-444455556666';
export const QUOTE_ID = 'f0b1c2d3-0000-4000-8000-000000000123';

/** Valid identifiers, their check digits included, and their dates. */
export const PERSON = { rfc: 'GOMA850412AB5', curp: 'GOMA850412HJCMRN04', birthDate: '1985-04-12' };
export const COMPANY = { rfc: 'TRA100315K97', incorporationDate: '2010-03-15', representativeRfc: 'LOPJ800101QW9', representativeCurp: 'LOPJ800101HDFPRN06' };

export const doc = (key: string, name: string, extra: Partial<ApplicationDocumentView> = {}): ApplicationDocumentView => ({
  key,
  name,
  optional: false,
  requested: false,
  requestNote: null,
  uploaded: null,
  ...extra,
});

type ViewChanges = Partial<Omit<ApplicationView, 'quote' | 'steps'>> & { quote?: Partial<ApplicationQuote>; steps?: Partial<ApplicationView['steps']> };

/** A draft application as GET /api/applications/current answers it, just started from a física quote. */
export function applicationView({ quote, steps, ...rest }: ViewChanges = {}): ApplicationView {
  return {
    id: APPLICATION_ID,
    folio: null,
    status: 'draft',
    applicantType: null,
    documents: [],
    consents: [],
    events: [],
    missing: ['Los datos del solicitante.'],
    editable: true,
    linkExpiresAt: '2026-04-30T18:00:00.000Z',
    ...rest,
    quote: {
      folio: 'COT-2026-000123',
      vehicle: 'Cumbre C45 Chasis',
      planName: 'Crédito',
      plan: 'credit',
      personType: 'fisica',
      downPaymentPercent: 20,
      termMonths: 48,
      monthlyPayment: 4_523_100,
      ...quote,
    },
    steps: { solicitante: null, domicilio: null, actividad: null, referencias: null, ...steps },
  };
}

/** This tab holds the application's link, as after opening the e-mailed one. */
export function holdLink(token = TOKEN, applicationId: string | null = APPLICATION_ID) {
  sessionStorage.setItem('fvc-solicitud-enlace', JSON.stringify({ token, applicationId }));
}

/** GET current answered with `view` (as often as asked), only with the link's header. */
export function answerApplication(view: ApplicationView | (() => ApplicationView)) {
  return apiStub()
    .get('/api/applications/current')
    .matchHeader('x-application-token', TOKEN)
    .reply(200, () => (typeof view === 'function' ? view() : view))
    .persist();
}

/** Where the router is, for a test to read: the path and the fragment. */
function Location() {
  const { pathname, search, hash } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search + hash}
    </output>
  );
}

/** The application's routes as the calculator remote mounts them, at `url`. */
export function renderApplication(url: string) {
  return renderApp(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/solicitud/*" element={<ApplicationRoutes />} />
        <Route path="/calculadora/*" element={<p>Calculadora</p>} />
      </Routes>
      <Location />
    </MemoryRouter>,
  );
}
