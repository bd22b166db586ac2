import { lazy, Suspense } from 'react';
import { PageQueries } from '@fvc/shared/api';
import { Navigate, Route, Routes } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { BackofficeLayout } from './app/backoffice-layout';
import { HomePage } from './app/home-page';
import { queryClient } from './app/query-client';
import { RequireRole } from './app/require-role';
import { StaffGate } from './app/staff-gate';
import { APPLICATIONS_PATH } from './features/applications/applications-api';
import { CONTENT_HOME_PATH, CONTENT_KIND_LIST, kindListPath, kindNewPath } from './features/content/content-kinds';
import { CONTENT_ROLES, WRITER_ROLES } from './features/content/content-rules';
import { BILL_DELIVERIES_PATH } from './features/invoices/invoice-lists';
import { SignInPage } from './features/sign-in/sign-in-page';
import './backoffice.css';

// Each section is a chunk of its own: signing in downloads none of them.
const InboxPage = lazy(() => import(/* webpackChunkName: "bo-inbox" */ './features/requests/inbox-page').then((module) => ({ default: module.InboxPage })));
const RequestDetailPage = lazy(() =>
  import(/* webpackChunkName: "bo-request" */ './features/requests/request-detail-page').then((module) => ({ default: module.RequestDetailPage })),
);
// Solicitudes de crédito: the inbox and the detail in one chunk, as staff move between them.
const ApplicationsPage = lazy(() =>
  import(/* webpackChunkName: "bo-applications" */ './features/applications/applications-page').then((module) => ({ default: module.ApplicationsPage })),
);
const ApplicationDetailPage = lazy(() =>
  import(/* webpackChunkName: "bo-applications" */ './features/applications/application-detail-page').then((module) => ({ default: module.ApplicationDetailPage })),
);
const ContentHomePage = lazy(() =>
  import(/* webpackChunkName: "bo-content" */ './features/content/content-home-page').then((module) => ({ default: module.ContentHomePage })),
);
const ContentListPage = lazy(() =>
  import(/* webpackChunkName: "bo-content" */ './features/content/content-list-page').then((module) => ({ default: module.ContentListPage })),
);
const NewContentPage = lazy(() =>
  import(/* webpackChunkName: "bo-content-item" */ './features/content/content-item-page').then((module) => ({ default: module.NewContentPage })),
);
const ContentItemPage = lazy(() =>
  import(/* webpackChunkName: "bo-content-item" */ './features/content/content-item-page').then((module) => ({ default: module.ContentItemPage })),
);
const InvoicesPage = lazy(() =>
  import(/* webpackChunkName: "bo-invoices" */ './features/invoices/invoices-page').then((module) => ({ default: module.InvoicesPage })),
);
// The Facturas section's second list, in the same chunk: staff move between the two.
const BillDeliveriesPage = lazy(() =>
  import(/* webpackChunkName: "bo-invoices" */ './features/invoices/bill-deliveries-page').then((module) => ({ default: module.BillDeliveriesPage })),
);
const LeadsPage = lazy(() => import(/* webpackChunkName: "bo-leads" */ './features/leads/leads-page').then((module) => ({ default: module.LeadsPage })));
const PaymentsPage = lazy(() =>
  import(/* webpackChunkName: "bo-payments" */ './features/payments/payments-page').then((module) => ({ default: module.PaymentsPage })),
);
const AuditPage = lazy(() => import(/* webpackChunkName: "bo-audit" */ './features/audit/audit-page').then((module) => ({ default: module.AuditPage })));

/** The back-office's screens behind the staff gate (tests draw this, with their own query client). */
export function BackofficeScreens() {
  return (
    <StaffGate signIn={<SignInPage />}>
      <BackofficeLayout>
        <Suspense fallback={<LoadingState label="Cargando…" />}>
          <Routes>
            <Route path="/backoffice" element={<HomePage />} />
            <Route
              path="/backoffice/solicitudes"
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <InboxPage />
                </RequireRole>
              }
            />
            <Route
              path="/backoffice/solicitudes/:id"
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <RequestDetailPage />
                </RequireRole>
              }
            />
            <Route
              path={APPLICATIONS_PATH}
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <ApplicationsPage />
                </RequireRole>
              }
            />
            <Route
              path={`${APPLICATIONS_PATH}/:id`}
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <ApplicationDetailPage />
                </RequireRole>
              }
            />
            <Route
              path="/backoffice/facturas"
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <InvoicesPage />
                </RequireRole>
              }
            />
            <Route
              path={BILL_DELIVERIES_PATH}
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <BillDeliveriesPage />
                </RequireRole>
              }
            />
            <Route
              path="/backoffice/prospectos"
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <LeadsPage />
                </RequireRole>
              }
            />
            <Route
              path="/backoffice/pagos"
              element={
                <RequireRole roles={['agent', 'admin']}>
                  <PaymentsPage />
                </RequireRole>
              }
            />
            <Route
              path={CONTENT_HOME_PATH}
              element={
                <RequireRole roles={CONTENT_ROLES}>
                  <ContentHomePage />
                </RequireRole>
              }
            />
            {CONTENT_KIND_LIST.flatMap((kind) => [
              <Route
                key={`${kind.key}-list`}
                path={kindListPath(kind)}
                element={
                  <RequireRole roles={CONTENT_ROLES}>
                    <ContentListPage kind={kind} />
                  </RequireRole>
                }
              />,
              // The site's own set (its pages, the company's data) is never added to.
              ...(kind.fixedSet
                ? []
                : [
                    <Route
                      key={`${kind.key}-new`}
                      path={kindNewPath(kind)}
                      element={
                        <RequireRole roles={WRITER_ROLES}>
                          <NewContentPage kind={kind} />
                        </RequireRole>
                      }
                    />,
                  ]),
              <Route
                key={`${kind.key}-item`}
                path={`${kindListPath(kind)}/:id`}
                element={
                  <RequireRole roles={CONTENT_ROLES}>
                    <ContentItemPage kind={kind} />
                  </RequireRole>
                }
              />,
            ])}
            <Route
              path="/backoffice/auditoria"
              element={
                <RequireRole roles={['admin']}>
                  <AuditPage />
                </RequireRole>
              }
            />
            <Route path="*" element={<Navigate to="/backoffice" replace />} />
          </Routes>
        </Suspense>
      </BackofficeLayout>
    </StaffGate>
  );
}

/**
 * The company's staff (issue #71), owned by this remote under /backoffice (docs/architecture.md §1):
 * loaded only there, never prerendered, its own staff session (src/app/staff-session.ts).
 */
export default function BackofficeRoutes() {
  return (
    <PageQueries client={queryClient}>
      <div data-remote="backoffice" data-release={__FVC_RELEASE__}>
        <BackofficeScreens />
      </div>
    </PageQueries>
  );
}
