import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes } from 'react-router-dom';
import { queryClient } from './app/query-client';
import { RequireCustomer } from './app/require-customer';
import { AccountHomePage } from './features/customer-area/account-home-page';
import { AccountSectionPage } from './features/customer-area/account-section-page';
import { NewPasswordPage } from './features/password-reset/new-password-page';
import { ResetRequestPage } from './features/password-reset/reset-request-page';
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
            <Route path="home" element={<AccountHomePage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="balances" element={<AccountSectionPage section="balances" />} />
            <Route path="bills" element={<AccountSectionPage section="bills" />} />
            <Route path="*" element={<Navigate to="/my-account/home" replace />} />
          </Route>
        </Routes>
      </div>
    </QueryClientProvider>
  );
}
