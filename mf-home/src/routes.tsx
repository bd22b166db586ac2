import { Route, Routes } from 'react-router-dom';
import { ContactPage } from './features/contact/contact-page';
import { HomePage } from './features/home/home-page';
import { InfoPage } from './features/info-pages/info-page';

/** Marketing content owned by this remote (DESIGN §1); the shell routes these paths here. */
export default function HomeRoutes() {
  return (
    <div data-remote="home" data-release={__FVC_RELEASE__}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/contacto" element={<ContactPage />} />
        <Route path="/acerca" element={<InfoPage page="about" />} />
        <Route path="/about" element={<InfoPage page="about" />} />
        <Route path="/noticias/*" element={<InfoPage page="news" />} />
        <Route path="/news-details/*" element={<InfoPage page="news" />} />
        <Route path="/brand-financial" element={<InfoPage page="brandFinancial" />} />
        <Route path="/brand-insurance" element={<InfoPage page="brandInsurance" />} />
        <Route path="/brand-daimler" element={<InfoPage page="brands" />} />
        <Route path="/faqs/*" element={<InfoPage page="faqs" />} />
        <Route path="/legales/aviso-de-privacidad" element={<InfoPage page="privacy" />} />
        <Route path="/legales/revocacion" element={<InfoPage page="revocation" />} />
        <Route path="/legales/*" element={<InfoPage page="terms" />} />
        <Route path="/legal" element={<InfoPage page="terms" />} />
        <Route path="/formularios" element={<InfoPage page="forms" />} />
        <Route path="/campaign" element={<InfoPage page="campaign" />} />
        <Route path="/syntage" element={<InfoPage page="syntage" />} />
      </Routes>
    </div>
  );
}
