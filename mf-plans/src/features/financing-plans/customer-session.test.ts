import { hasCustomerSession } from './customer-session';

const customer = { id: 'c1', name: 'Mariana López', email: 'cliente@demo.mx' };
const jwt = { token: 't', expiresAt: '2099-01-01T00:00:00Z' };
const faqs = [{ question: '¿Cómo pago?', answer: 'En línea.' }];

describe('customer session flag (SPEC §4)', () => {
  it('is true only with a customer in the stored user AND client FAQs', () => {
    expect(hasCustomerSession({ customer, jwt }, faqs)).toBe(true);
  });

  it('is false without a user, without a customer or without client FAQs', () => {
    expect(hasCustomerSession(null, faqs)).toBe(false);
    expect(hasCustomerSession({ customer: null, jwt }, faqs)).toBe(false);
    expect(hasCustomerSession({ customer, jwt }, [])).toBe(false);
    expect(hasCustomerSession({ customer, jwt }, undefined)).toBe(false);
  });
});
