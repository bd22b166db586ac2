import { useEffect, useRef } from 'react';
import { Link } from '@fvc/shared/router';
import { AboutUs } from './components/about-us';
import { CalculatorSteps } from './components/calculator-steps';
import { ClientFaqs } from './components/client-faqs';
import { ContactTabs } from './components/contact-tabs';
import { OptionsSlider } from './components/options-slider';
import { ParallaxBanner } from './components/parallax-banner';
import { PersonTypeSteps } from './components/person-type-steps';
import { PlanDetailsStatus } from './components/plan-details-status';
import { PlanFaqs } from './components/plan-faqs';
import { SectionNav } from './components/section-nav';
import { usePlanDetail } from './hooks/use-plan-detail';
import { useScrollReveal } from './hooks/use-scroll-reveal';
import { PLAN_ROUTES, routeOfPlan, withoutFlexibility } from './plan-catalog';
import './financing-plans.css';

const SECTIONS = [
  { id: 'planes', label: 'Planes' },
  { id: 'calcular', label: 'Requisitos' },
  { id: 'cotiza', label: 'Cotiza' },
  { id: 'detalles', label: 'Detalles' },
  { id: 'contacto', label: 'Contacto' },
];

/**
 * docs/product.md §2 "Generic financing-plans screen", at the plans area root. The plan flow works on the
 * credit plan (docs/product.md §7: the plan whose title contains 'Crédito'); every plan is listed.
 */
export function PlansScreen() {
  const rootRef = useRef<HTMLElement>(null);
  const { retry, ...state } = usePlanDetail(PLAN_ROUTES.credit);
  const plan = state.status === 'ready' ? state.plan : null;
  const plans = state.status === 'ready' || state.status === 'missing' ? state.plans : [];
  const activeId = useScrollReveal(rootRef, state.status === 'ready');

  useEffect(() => {
    // docs/product.md §2: the view scrolls to the top on load.
    window.scrollTo({ top: 0 });
  }, []);

  return (
    <article ref={rootRef} className="plans-page plans-screen">
      <ParallaxBanner variant="overview">
        <h1>Planes de financiamiento</h1>
        <p>Crédito, arrendamiento y seguros para camiones y autobuses, a la medida de tu operación.</p>
      </ParallaxBanner>
      <SectionNav sections={SECTIONS} activeId={activeId} />
      <div className="plans-page__body">
        <section id="planes" className="plans-section reveal" aria-labelledby="plans-list-title">
          <h2 id="plans-list-title">Nuestros planes</h2>
          {plans.length > 0 ? (
            <ul className="plans-cards">
              {plans.map((item) => {
                const route = routeOfPlan(item);
                return (
                  <li key={item.ID} className="plans-card a-f">
                    <h3>{item.title}</h3>
                    <p>{item.summary}</p>
                    {route && (
                      <Link to={route.path} aria-label={`Ver más de ${item.title}`}>
                        VER MÁS
                      </Link>
                    )}
                  </li>
                );
              })}
            </ul>
          ) : (
            <PlanDetailsStatus state={state} retry={retry} />
          )}
        </section>
        {plan && (
          <>
            <OptionsSlider
              title={`Modalidades de ${plan.title}`}
              options={withoutFlexibility(plan.optionplans.options)}
            />
            <PersonTypeSteps plan={plan} title="Características y requisitos" />
          </>
        )}
        <CalculatorSteps />
        {plan && (
          <>
            <PlanFaqs panels={plan.lists.faqs} />
            <ClientFaqs faqsclient={plan.lists.faqsclient} />
          </>
        )}
        <AboutUs />
        <ContactTabs planTitle={plan?.title} />
      </div>
    </article>
  );
}
