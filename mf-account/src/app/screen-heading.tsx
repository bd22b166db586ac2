import { selectCustomer, useAppStore, type SessionUser } from '@fvc/shared/session';
import { LoadingState, PageHeading } from '@fvc/shared/ui';

interface Heading {
  title: string | ((customer: SessionUser['customer']) => string);
  intro: string;
}

/**
 * The headings of the customer screens whose title needs no data. The screen draws it, and so does
 * its placeholder while the screen's files and first view arrive (customerScreen): one source, so
 * the two are the same markup and the page does not move when the screen replaces the placeholder.
 */
const HEADINGS = {
  home: { title: (customer) => (customer ? `Hola, ${customer.name}` : 'Mi cuenta'), intro: 'Este es el resumen de tus contratos.' },
  balances: { title: 'Saldos y movimientos', intro: 'Consulta el saldo de tus contratos y cada cargo y abono.' },
  bills: { title: 'Estados de cuenta y facturas', intro: 'Descarga tus estados de cuenta mensuales y tus facturas (CFDI) en XML y PDF.' },
  support: { title: 'Contacto con soporte', intro: 'Escríbenos tus dudas sobre tus contratos, pagos o facturas.' },
  profile: { title: 'Mi perfil', intro: 'Tus datos y la seguridad de tu cuenta.' },
} satisfies Record<string, Heading>;

export type HeadedScreen = keyof typeof HEADINGS;

/** The screen's own name, when it does not depend on who is signed in (the home's greets them). */
export function screenTitle(screen: HeadedScreen): string | undefined {
  const { title }: Heading = HEADINGS[screen];
  return typeof title === 'string' ? title : undefined;
}

/** A customer screen's title and introduction. */
export function ScreenHeading({ screen }: { screen: HeadedScreen }) {
  const customer = useAppStore(selectCustomer);
  const { title, intro }: Heading = HEADINGS[screen];
  return (
    <PageHeading title={typeof title === 'string' ? title : title(customer)}>
      <p>{intro}</p>
    </PageHeading>
  );
}

/**
 * What a customer screen shows until it can be drawn: its heading, when it has one that needs no
 * data, over a loading state. The heading is most of what a phone shows above the fold, and its
 * text the page's largest: drawn now rather than with the data, the page says where the customer
 * is a round trip or two sooner (issue #15: it was the LCP element of /my-account/balances).
 */
export function ScreenPlaceholder({ screen }: { screen?: HeadedScreen }) {
  if (!screen) return <LoadingState label="Cargando…" />;
  return (
    <section className="account-page">
      <ScreenHeading screen={screen} />
      <div className="account-page__placeholder">
        <LoadingState label="Cargando…" />
      </div>
    </section>
  );
}
