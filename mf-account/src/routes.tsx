import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { queryClient } from './app/query-client';
import { RequireCustomer } from './app/require-customer';
import { AccountHome } from './app/routes/account-home';
import { BalancesPage } from './features/balances/balances-page';
import { BillingPage } from './features/billing/billing-page';
import { BillsPage } from './features/bills/bills-page';
import { ContractDetailPage } from './features/contracts/contract-detail-page';
import { SupportPage } from './features/support/support-page';
import { NewPasswordPage } from './features/password-reset/new-password-page';
import { ResetRequestPage } from './features/password-reset/reset-request-page';
import { PaymentPage } from './features/payment/payment-page';
import { PaymentReturnPage } from './features/payment-return/payment-return-page';
import { ProfilePage } from './features/profile/profile-page';
import { RegistrationPage } from './features/registration/registration-page';
import { WelcomePage } from './features/registration/welcome-page';
import { SignInPage } from './features/sign-in/sign-in-page';
import './account.css';

/** Access and the customer area, owned by this remote (DESIGN §1). */
export default function AccountRoutes() {
  return (
    <QueryClientProvider client={queryClient}>
      <div data-remote="account" data-release={__FVC_RELEASE__}>
        <Routes>
          <Route path="/acceso" element={<SignInPage />} />
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
      </div>
    </QueryClientProvider>
  );
}
