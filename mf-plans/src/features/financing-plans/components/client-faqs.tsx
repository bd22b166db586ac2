import type { PlanFaqEntry } from '@fvc/shared/contracts';
import { useAppStore } from '@fvc/shared/session';
import { hasCustomerSession } from '../customer-session';
import { FaqEntries } from './plan-faqs';

/** docs/product.md §2/§4: signed-in customers see an extra block of client FAQs, when the plan has any. */
export function ClientFaqs({ faqsclient }: { faqsclient: PlanFaqEntry[] }) {
  const user = useAppStore((state) => state.user);
  if (!hasCustomerSession(user, faqsclient)) return null;
  return (
    <section id="preguntas-clientes" className="plans-section plans-client-faqs" aria-labelledby="plans-client-faqs-title">
      <h2 id="plans-client-faqs-title">Preguntas de nuestros clientes</h2>
      <FaqEntries entries={faqsclient} />
    </section>
  );
}
