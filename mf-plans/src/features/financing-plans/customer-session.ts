import type { PlanFaqEntry } from '@fvc/shared/contracts';
import type { SessionUser } from '@fvc/shared/session';

/**
 * docs/product.md §4 "Customer session flag": true only if the stored user has a customer AND the plan's
 * client-FAQ list is non-empty.
 */
export function hasCustomerSession(user: SessionUser | null, faqsclient: PlanFaqEntry[] | undefined): boolean {
  return Boolean(user?.customer) && (faqsclient?.length ?? 0) > 0;
}
