import { Accordion } from '@fvc/shared/ui';
import type { PlanFaqEntry, PlanFaqPanel } from '@fvc/shared/contracts';

const DEFAULT_OPEN = 'Condiciones generales';

export function FaqEntries({ entries }: { entries: PlanFaqEntry[] }) {
  // Legends have no question: they read as a list, not as questions and answers.
  if (entries.every((entry) => entry.question === null)) {
    return (
      <ul className="plans-list">
        {entries.map((entry) => (
          <li key={entry.answer}>{entry.answer}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="plans-faq">
      {entries.map((entry) => (
        <div key={`${entry.question}-${entry.answer}`}>
          {entry.question && <dt>{entry.question}</dt>}
          <dd>{entry.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** docs/product.md §2 FAQ accordion 'Conoce todos los detalles', 'Condiciones generales' open by default. */
export function PlanFaqs({ panels }: { panels: PlanFaqPanel[] }) {
  const accordionPanels = panels.map((panel, index) => ({
    id: `panel-${index}`,
    title: panel.title,
    content: <FaqEntries entries={panel.entries} />,
  }));
  const defaultOpenId = accordionPanels.find((panel) => panel.title === DEFAULT_OPEN)?.id ?? null;
  return (
    <section id="detalles" className="plans-section reveal" aria-labelledby="plans-faqs-title">
      <h2 id="plans-faqs-title">Conoce todos los detalles</h2>
      <Accordion panels={accordionPanels} defaultOpenId={defaultOpenId} />
    </section>
  );
}
