import { Navigate, Route, Routes } from 'react-router-dom';
import { AccessPage } from './features/access-pages/access-page';
import { AccountHomePage } from './features/customer-area/account-home-page';
import { AccountSectionPage } from './features/customer-area/account-section-page';
import { RequireCustomer } from './features/customer-area/require-customer';
import { SignInPage } from './features/sign-in/sign-in-page';

/** Access and the customer area, owned by this remote (DESIGN §1). */
export default function AccountRoutes() {
  return (
    <div data-remote="account" data-release={__FVC_RELEASE__}>
      <Routes>
        <Route path="/acceso" element={<SignInPage />} />
        <Route path="/registro" element={<AccessPage page="register" />} />
        <Route path="/welcome" element={<AccessPage page="welcome" />} />
        <Route path="/reset-password" element={<AccessPage page="resetPassword" />} />
        <Route path="/new-password" element={<AccessPage page="newPassword" />} />
        <Route path="/paymentok.html" element={<AccessPage page="paymentOk" />} />
        <Route path="/my-account" element={<RequireCustomer />}>
          <Route index element={<Navigate to="/my-account/home" replace />} />
          <Route path="home" element={<AccountHomePage />} />
          <Route path="balances" element={<AccountSectionPage section="balances" />} />
          <Route path="bills" element={<AccountSectionPage section="bills" />} />
          <Route path="*" element={<Navigate to="/my-account/home" replace />} />
        </Route>
      </Routes>
    </div>
  );
}
