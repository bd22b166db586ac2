import { AboutUs } from './components/about-us';
import { ClientFaqs } from './components/client-faqs';
import { CtaRow } from './components/cta-row';
import { LocalNav } from './components/local-nav';
import { ParallaxBanner } from './components/parallax-banner';
import { PersonTypeSteps } from './components/person-type-steps';
import { PlanDetailsStatus } from './components/plan-details-status';
import { PlanFaqs } from './components/plan-faqs';
import { QuoteCta } from './components/quote-cta';
import { usePlanDetail } from './hooks/use-plan-detail';
import { PLAN_ROUTES, type PlanKey } from './plan-catalog';
import './financing-plans.css';

/**
 * A plan's page, laid out as docs/product.md §2 "Direct-credit page": the heading, navigation, quote and
 * closing sections are static, so they render even when the plans API cannot be reached.
 */
export function PlanPage({ planKey }: { planKey: PlanKey }) {
  const route = PLAN_ROUTES[planKey];
  const { retry, ...state } = usePlanDetail(route);
  const plan = state.status === 'ready' ? state.plan : null;

  return (
    <article className="plans-page">
      <LocalNav />
      <ParallaxBanner>
        <h1>{route.heading}</h1>
        <p>{plan?.summary ?? route.tagline}</p>
      </ParallaxBanner>
      <div className="plans-page__body">
        {plan ? (
          <div className="plans-intro">
            <section className="plans-section" aria-labelledby="plans-what-title">
              <h2 id="plans-what-title">Qué es</h2>
              <p>{plan.whatIs}</p>
            </section>
            <section className="plans-section" aria-labelledby="plans-why-title">
              <h2 id="plans-why-title">Por qué con nosotros</h2>
              <p>{plan.whyUs}</p>
            </section>
          </div>
        ) : (
          <PlanDetailsStatus state={state} retry={retry} />
        )}
        {/* Static sections wait for the answer (or its failure): drawn earlier, the plan's own
            sections would push them down a moment later. */}
        {state.status !== 'loading' && (
          <>
            {route.key === 'flexibility' ? (
              <QuoteCta byAdviser text="Flexibilidad se cotiza con un asesor, con el calendario de tu temporada: escríbenos y te llamamos en menos de un día hábil." />
            ) : (
              <QuoteCta text="Cotiza tu unidad en minutos y recibe tu cotización por correo." />
            )}
            {plan && (
              <>
                <PersonTypeSteps key={plan.ID} plan={plan} title={route.stepsTitle} />
                <PlanFaqs panels={plan.lists.faqs} />
                <ClientFaqs faqsclient={plan.lists.faqsclient} />
              </>
            )}
            <AboutUs />
            <CtaRow />
          </>
        )}
      </div>
    </article>
  );
}
