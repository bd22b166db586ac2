import { selectCustomer, useAppStore, type SessionUser } from '@fvc/shared/session';
import { LoadingState, PageHeading } from '@fvc/shared/ui';

/**
 * The heading of a customer screen whose title needs no data, declared in the screen's folder. The
 * screen draws it, and so does its placeholder while the screen's files and first view arrive
 * (customerScreen): one source, so the two are the same markup and the page does not move when
 * the screen replaces the placeholder.
 */
export interface ScreenHeadingText {
  title: string | ((customer: SessionUser['customer']) => string);
  intro: string;
}

/** The screen's own name, when it does not depend on who is signed in (the home's greets them). */
export function screenTitle({ title }: ScreenHeadingText): string | undefined {
  return typeof title === 'string' ? title : undefined;
}

/** A customer screen's title and introduction. */
export function ScreenHeading({ heading }: { heading: ScreenHeadingText }) {
  const customer = useAppStore(selectCustomer);
  const { title, intro } = heading;
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
export function ScreenPlaceholder({ heading }: { heading?: ScreenHeadingText }) {
  if (!heading) return <LoadingState label="Cargando…" />;
  return (
    <section className="account-page">
      <ScreenHeading heading={heading} />
      <div className="account-page__placeholder">
        <LoadingState label="Cargando…" />
      </div>
    </section>
  );
}
