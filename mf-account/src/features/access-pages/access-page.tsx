import { Link } from 'react-router-dom';
import { PageHeading } from '@fvc/shared/ui';

const PAGES = {
  register: { title: 'Registro de clientes', intro: 'Para registrarte necesitas tu número de contrato y tu RFC.' },
  welcome: { title: 'Bienvenido', intro: 'Tu cuenta está lista. Ya puedes consultar tus contratos.' },
  resetPassword: { title: 'Recupera tu contraseña', intro: 'Te enviaremos un enlace para crear una nueva contraseña.' },
  newPassword: { title: 'Crea una nueva contraseña', intro: 'Usa al menos 12 caracteres.' },
  paymentOk: { title: 'Pago recibido', intro: 'Gracias. Tu pago se aplicará a tu contrato en las próximas horas.' },
};

export function AccessPage({ page }: { page: keyof typeof PAGES }) {
  const { title, intro } = PAGES[page];
  return (
    <section>
      <PageHeading title={title}>
        <p>{intro}</p>
      </PageHeading>
      <Link to="/acceso">Ir a acceso clientes</Link>
    </section>
  );
}
