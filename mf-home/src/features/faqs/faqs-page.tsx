import { useQuery } from '@tanstack/react-query';
import { Link } from '@fvc/shared/router';
import { faqsQuery } from '@fvc/shared/api';
import { Accordion, EmptyState, ErrorState, LoadingState, PageHeading, SafeHtml } from '@fvc/shared/ui';
import './faqs.css';

/** /faqs and /faqs/general-questions: the general FAQs by group, each group an accordion. */
export function FaqsPage() {
  // A prerendered page carries the answers: the first render (hydration) draws them at once.
  const answers = useQuery(faqsQuery);
  const faqs = answers.data;


  return (
    <div className="faqs-page">
      <PageHeading title="Preguntas frecuentes">
        <p>Resolvemos las dudas más comunes sobre nuestros planes y el portal de clientes.</p>
      </PageHeading>
      {answers.isError && <ErrorState message="No pudimos cargar las preguntas." onRetry={() => void answers.refetch()} />}
      {answers.isPending && <LoadingState />}
      {faqs?.groups.length === 0 && <EmptyState title="Sin preguntas por ahora" message="Escríbenos y con gusto te respondemos." />}
      {faqs?.groups.map((group, groupIndex) => (
        <section key={group.title} className="faqs-page__group" aria-labelledby={`faq-grupo-${groupIndex}`}>
          <h2 id={`faq-grupo-${groupIndex}`}>{group.title}</h2>
          <Accordion
            headingLevel={3}
            panels={group.items.map((item, index) => ({
              id: String(index),
              title: item.question,
              content: <SafeHtml html={item.answerHtml} className="rich-text" />,
            }))}
          />
        </section>
      ))}
      <p className="faqs-page__more">
        ¿No encontraste tu respuesta?{' '}
        <Link className="fvc-button" to="/contacto">
          CONTÁCTANOS
        </Link>
      </p>
    </div>
  );
}
