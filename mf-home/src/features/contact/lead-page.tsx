import { useQuery } from '@tanstack/react-query';
import { contentPageQuery } from '@fvc/shared/api';
import { formatCalendarDate, mexicoCityDay } from '@fvc/shared/format';
import { Link } from '@fvc/shared/router';
import { ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import { LeadForm } from './lead-form';
import './contact.css';

interface LeadPageProps {
  slug: 'campaign' | 'syntage';
  /** Shown while the text loads, and if it fails; the same title the API serves. */
  title: string;
  formTitle: string;
}

/** A campaign past its last day: it says so and offers what is on offer now. */
function CampaignEnded({ on }: { on: string }) {
  return (
    <div className="lead-page__ended" role="status">
      <h2>Esta promoción terminó el {formatCalendarDate(on)}</h2>
      <p>Conoce los planes vigentes y cotiza tu unidad: te mostramos la tasa, el pago y el CAT al momento.</p>
      <p className="lead-page__ended-links">
        <Link className="fvc-button" to="/planes-financiamiento">
          VER PLANES VIGENTES
        </Link>
        <Link className="fvc-button fvc-button--secondary" to="/calculadora/paso-1">
          COTIZAR
        </Link>
      </p>
    </div>
  );
}

/** /campaign and /syntage: the page's text from the API beside its lead form. */
export function LeadPage({ slug, title, formTitle }: LeadPageProps) {
  const text = useQuery(contentPageQuery(slug));
  const page = text.data;
  const failed = text.isError;
  const retry = () => void text.refetch();

  // A campaign ends at the end of its last day in Mexico City.
  const ended = page?.validUntil && page.validUntil < mexicoCityDay() ? page.validUntil : null;
  if (ended) {
    return (
      <div className="lead-page">
        <PageHeading title={page?.title ?? title} />
        <CampaignEnded on={ended} />
      </div>
    );
  }

  return (
    <div className="lead-page">
      <PageHeading title={page?.title ?? title}>
        {page && <p>{page.intro}</p>}
        {page?.validUntil && <p className="lead-page__validity">Vigente hasta el {formatCalendarDate(page.validUntil)}.</p>}
        {slug === 'syntage' && (
          // Issue #72: the consent this page asks for is now signed within the online application.
          <p className="lead-page__next">
            Esta autorización ahora es un paso de la solicitud de crédito en línea: cotiza tu unidad, elige «Solicitar este financiamiento» y fírmala con un código
            que te enviamos por correo, junto con tus documentos. <Link to="/calculadora/paso-1">Cotizar y solicitar en línea</Link>
          </p>
        )}
      </PageHeading>
      <div className="lead-page__layout">
        <div className="lead-page__body">
          {failed && <ErrorState message="No pudimos cargar este texto." onRetry={retry} />}
          {text.isPending && <LoadingState />}
          {page && <SafeHtml html={page.bodyHtml} className="rich-text" />}
        </div>
        {/* The form does not wait for the text: nothing typed depends on it. */}
        <LeadForm source={slug} title={formTitle} />
      </div>
    </div>
  );
}
