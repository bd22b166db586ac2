import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@fvc/shared/router';
import { LoadingState } from '@fvc/shared/ui';
import { customerScreen, preloadCustomerDataArea } from './app/customer-screen';
import { RequireCustomer } from './app/require-customer';
import './account.css';

// Each screen is its own chunk: signing in does not download the customer area, and the
// customer area does not download the access screens. The screens that read customer data come
// with the query cache (customerScreen); the access screens never download it.
const AccountHome = customerScreen(() => import('./app/routes/account-home').then((module) => module.AccountHome));
const BalancesPage = customerScreen(() => import('./features/balances/balances-page').then((module) => module.BalancesPage));
const BillingPage = customerScreen(() => import('./features/billing/billing-page').then((module) => module.BillingPage));
const BillsPage = customerScreen(() => import('./features/bills/bills-page').then((module) => module.BillsPage));
const ContractDetailPage = customerScreen(() => import('./features/contracts/contract-detail-page').then((module) => module.ContractDetailPage));
const SupportPage = customerScreen(() => import('./features/support/support-page').then((module) => module.SupportPage));
const PaymentPage = customerScreen(() => import('./features/payment/payment-page').then((module) => module.PaymentPage));
const PaymentReturnPage = customerScreen(() => import('./features/payment-return/payment-return-page').then((module) => module.PaymentReturnPage));
const ProfilePage = customerScreen(() => import('./features/profile/profile-page').then((module) => module.ProfilePage));
const WelcomePage = customerScreen(() => import('./features/registration/welcome-page').then((module) => module.WelcomePage));
const NewPasswordPage = lazy(() => import('./features/password-reset/new-password-page').then((module) => ({ default: module.NewPasswordPage })));
const ResetRequestPage = lazy(() => import('./features/password-reset/reset-request-page').then((module) => ({ default: module.ResetRequestPage })));
const RegistrationPage = lazy(() => import('./features/registration/registration-page').then((module) => ({ default: module.RegistrationPage })));
const SignInPage = lazy(() => import('./features/sign-in/sign-in-page').then((module) => ({ default: module.SignInPage })));

/** Access and the customer area, owned by this remote (DESIGN §1). */
export default function AccountRoutes() {
  return (
    <div data-remote="account" data-release={__FVC_RELEASE__}>
      <Suspense fallback={<LoadingState label="Cargando…" />}>
        <Routes>
          <Route path="/acceso" element={<SignInPage onCodeSent={preloadCustomerDataArea} />} />
          <Route path="/registro" element={<RegistrationPage />} />
          <Route path="/welcome" element={<WelcomePage />} />
          <Route path="/reset-password" element={<ResetRequestPage />} />
          <Route path="/new-password" element={<NewPasswordPage />} />
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
        </Routes>
      </Suspense>
    </div>
  );
}
