// The contracts file holds plain values only (no TypeBox), so a test may read it directly.
import { LEAD_LIMITS as API_LIMITS, TAX_DATA_CONSENT_TEXT as STORED_TEXT } from '../../../../shared/src/contracts/lead-limits';
import { TAX_DATA_CONSENT_TEXT } from './lead-form';

it('shows the exact consent text the API stores with a syntage lead', () => {
  expect(TAX_DATA_CONSENT_TEXT).toBe(STORED_TEXT);
  expect(API_LIMITS).toEqual({ name: 120, email: 254, phone: 20, message: 2000 });
});
