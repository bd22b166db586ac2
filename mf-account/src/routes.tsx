import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { customerScreen, preloadCustomerDataArea } from './app/customer-screen';
import { accountHomeFirstView } from './app/routes/account-home-first-view';
import { HOME_HEADING } from './app/routes/account-home-heading';
import { balancesFirstView } from './features/balances/balances-first-view';
import { BALANCES_HEADING } from './features/balances/balances-heading';
import { billsFirstView } from './features/bills/bills-first-view';
import { BILLS_HEADING } from './features/bills/bills-heading';
import { contractDetailFirstView } from './features/contracts/contract-detail-first-view';
import { profileFirstView } from './features/profile/profile-first-view';
import { PROFILE_HEADING } from './features/profile/profile-heading';
import { requestsFirstView } from './features/requests/requests-first-view';
import { REQUESTS_HEADING } from './features/requests/requests-heading';
import { SUPPORT_HEADING } from './features/support/support-heading';
import { contractsFirstView } from './lib/contract-queries';
import { RequireCustomer } from './app/require-customer';
import { SignedOutOnly } from './app/signed-out-only';
import './account.css';

// Each screen is its own chunk: signing in does not download the customer area, and the
// customer area does not download the access screens. The screens that read customer data come
// with the query cache (customerScreen); the access screens never download it.
/**
 * The customer area's screens, under /my-account: one entry each, with its path, its chunk, the
 * data it draws first and its heading (both from its own folder) and, if the customer menu shows
 * it, its label there. A new screen is its folder and a line here; a menu screen also needs the
 * shell's `menu-entries.ts` line, which site/release/customer-menu.test.ts requires.
 */
const CUSTOMER_AREA = [
  customerScreen(() => import(/* webpackChunkName: "account-home" */ './app/routes/account-home').then((module) => module.AccountHome), { path: '/my-account/home', firstView: accountHomeFirstView, heading: HOME_HEADING, menu: 'Inicio' }),
  customerScreen(() => import(/* webpackChunkName: "contract-detail" */ './features/contracts/contract-detail-page').then((module) => module.ContractDetailPage), { path: '/my-account/contracts/:id', firstView: contractDetailFirstView }),
  customerScreen(() => import(/* webpackChunkName: "balances" */ './features/balances/balances-page').then((module) => module.BalancesPage), { path: '/my-account/balances', firstView: balancesFirstView, heading: BALANCES_HEADING, menu: 'Saldos y movimientos' }),
  customerScreen(() => import(/* webpackChunkName: "bills" */ './features/bills/bills-page').then((module) => module.BillsPage), { path: '/my-account/bills', firstView: billsFirstView, heading: BILLS_HEADING, menu: 'Estados de cuenta y facturas' }),
  customerScreen(() => import(/* webpackChunkName: "billing" */ './features/billing/billing-page').then((module) => module.BillingPage), { path: '/my-account/billing', title: 'Facturación' }),
  customerScreen(() => import(/* webpackChunkName: "requests" */ './features/requests/requests-page').then((module) => module.RequestsPage), { path: '/my-account/requests', firstView: requestsFirstView, heading: REQUESTS_HEADING, menu: 'Mis solicitudes' }),
  customerScreen(() => import(/* webpackChunkName: "support" */ './features/support/support-page').then((module) => module.SupportPage), { path: '/my-account/support', firstView: contractsFirstView, heading: SUPPORT_HEADING }),
  customerScreen(() => import(/* webpackChunkName: "payment" */ './features/payment/payment-page').then((module) => module.PaymentPage), { path: '/my-account/payment', firstView: contractsFirstView, title: 'Pagar con tarjeta' }),
  customerScreen(() => import(/* webpackChunkName: "profile" */ './features/profile/profile-page').then((module) => module.ProfilePage), { path: '/my-account/profile', firstView: profileFirstView, heading: PROFILE_HEADING }),
  customerScreen(() => import(/* webpackChunkName: "direct-debit" */ './features/direct-debit/direct-debit-page').then((module) => module.DirectDebitPage), { path: '/my-account/direct-debit', title: 'Domiciliación' }),
  customerScreen(() => import(/* webpackChunkName: "scheduled-payments" */ './features/scheduled-payments/scheduled-payments-page').then((module) => module.ScheduledPaymentsPage), { path: '/my-account/scheduled-payments', title: 'Pagos programados' }),
];
// Titled by its route ("Resultado de tu pago"): one title for every outcome.
const PaymentReturnPage = customerScreen(() => import('./features/payment-return/payment-return-page').then((module) => module.PaymentReturnPage)).Screen;
// Opened from a notice's link, signed in or not: it posts with the link's own signature.
const UnsubscribePage = customerScreen(() => import('./features/notices/unsubscribe-page').then((module) => module.UnsubscribePage), { title: 'Dejar de recibir avisos' }).Screen;
const WelcomePage = customerScreen(() => import('./features/registration/welcome-page').then((module) => module.WelcomePage)).Screen;
const NewPasswordPage = lazy(() => import('./features/password-reset/new-password-page').then((module) => ({ default: module.NewPasswordPage })));
const ResetRequestPage = lazy(() => import('./features/password-reset/reset-request-page').then((module) => ({ default: module.ResetRequestPage })));
const RegistrationPage = lazy(() => import('./features/registration/registration-page').then((module) => ({ default: module.RegistrationPage })));
const SignInPage = lazy(() => import('./features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })));

/** The screens the customer menu shows, with their labels there (the shell draws it). */
export const CUSTOMER_MENU_SCREENS = CUSTOMER_AREA.flatMap(({ path, menu }) => (path && menu ? [{ path, label: menu }] : []));

// A customer page opened in a new tab: its screen downloads from here, as soon as this module
// arrives, and its data is asked for as soon as the session is back, rather than each waiting for
// the render before it (issue #15). Other pages start nothing.
if (typeof window !== 'undefined') CUSTOMER_AREA.some((screen) => screen.preloadFor(window.location));

/** Access and the customer area, owned by this remote (docs/architecture.md §1). */
export default function AccountRoutes() {
  return (
    <div data-remote="account" data-release={__FVC_RELEASE__}>
      <Suspense fallback={<LoadingState label="Cargando…" />}>
        <Routes>
          <Route path="/acceso" element={<SignInPage onCodeSent={preloadCustomerDataArea} />} />
          <Route
            path="/registro"
            element={
              <SignedOutOnly>
                <RegistrationPage />
              </SignedOutOnly>
            }
          />
          <Route path="/welcome" element={<WelcomePage />} />
          <Route
            path="/reset-password"
            element={
              <SignedOutOnly>
                <ResetRequestPage />
              </SignedOutOnly>
            }
          />
          <Route path="/new-password" element={<NewPasswordPage />} />
          <Route path="/paymentok.html" element={<PaymentReturnPage />} />
          <Route path="/avisos/cancelar" element={<UnsubscribePage />} />
          <Route path="/my-account" element={<RequireCustomer />}>
            <Route index element={<Navigate to="/my-account/home" replace />} />
            {CUSTOMER_AREA.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path="*" element={<Navigate to="/my-account/home" replace />} />
          </Route>
        </Routes>
      </Suspense>
    </div>
  );
}
