import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { loadCustomerDataArea } from './app/load-customer-data-area';
import { RequireCustomer } from './app/require-customer';
import './account.css';

// Each screen is its own chunk: signing in does not download the customer area, and the
// customer area does not download the access screens. The query cache comes with the screens
// that use it (CustomerDataArea).
const CustomerDataArea = lazy(() => loadCustomerDataArea().then((module) => ({ default: module.CustomerDataArea })));
const AccountHome = lazy(() => import('./app/routes/account-home').then((module) => ({ default: module.AccountHome })));
const BalancesPage = lazy(() => import('./features/balances/balances-page').then((module) => ({ default: module.BalancesPage })));
const BillingPage = lazy(() => import('./features/billing/billing-page').then((module) => ({ default: module.BillingPage })));
const BillsPage = lazy(() => import('./features/bills/bills-page').then((module) => ({ default: module.BillsPage })));
const ContractDetailPage = lazy(() => import('./features/contracts/contract-detail-page').then((module) => ({ default: module.ContractDetailPage })));
const SupportPage = lazy(() => import('./features/support/support-page').then((module) => ({ default: module.SupportPage })));
const NewPasswordPage = lazy(() => import('./features/password-reset/new-password-page').then((module) => ({ default: module.NewPasswordPage })));
const ResetRequestPage = lazy(() => import('./features/password-reset/reset-request-page').then((module) => ({ default: module.ResetRequestPage })));
const PaymentPage = lazy(() => import('./features/payment/payment-page').then((module) => ({ default: module.PaymentPage })));
const PaymentReturnPage = lazy(() => import('./features/payment-return/payment-return-page').then((module) => ({ default: module.PaymentReturnPage })));
const ProfilePage = lazy(() => import('./features/profile/profile-page').then((module) => ({ default: module.ProfilePage })));
const RegistrationPage = lazy(() => import('./features/registration/registration-page').then((module) => ({ default: module.RegistrationPage })));
const WelcomePage = lazy(() => import('./features/registration/welcome-page').then((module) => ({ default: module.WelcomePage })));
const SignInPage = lazy(() => import('./features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })));

/** Access and the customer area, owned by this remote (DESIGN §1). */
export default function AccountRoutes() {
  return (
    <div data-remote="account" data-release={__FVC_RELEASE__}>
      <Suspense fallback={<LoadingState label="Cargando…" />}>
        <Routes>
          <Route path="/acceso" element={<SignInPage />} />
          <Route path="/registro" element={<RegistrationPage />} />
          <Route path="/reset-password" element={<ResetRequestPage />} />
          <Route path="/new-password" element={<NewPasswordPage />} />
          <Route element={<CustomerDataArea />}>
            <Route path="/welcome" element={<WelcomePage />} />
            <Route path="/paymentok.html" element={<PaymentReturnPage />} />
            <Route path="/my-account" element={<RequireCustomer />}>
              <Route index element={<Navigate to="/my-account/home" replace />} />
              <Route path="home" element={<AccountHome />} />
              <Route path="contracts/:id" element={<ContractDetailPage />} />
              <Route path="balances" element={<BalancesPage />} />
              <Route path="bills" element={<BillsPage />} />
              <Route path="billing" element={<BillingPage />} />
              <Route path="support" element={<SupportPage />} />
              <Route path="payment" element={<PaymentPage />} />
              <Route path="profile" element={<ProfilePage />} />
              <Route path="*" element={<Navigate to="/my-account/home" replace />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </div>
  );
}
