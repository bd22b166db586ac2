import type { InsuranceMode, PersonType, PlanKind } from '@fvc/shared/finance';

/** What the visitor chose; survives a reload (the shell clears it outside the calculator). */
export interface CalculatorSelection {
  typeSlug?: string;
  modelId?: number;
  modelName?: string;
  version?: { id: number; name: string; year: number; price: number; priceWithoutIva: number };
  plan: PlanKind;
  personType: PersonType;
  /** Percent, whole numbers (20 = 20 %). */
  downPaymentPct?: number;
  termMonths?: number;
  insurance: InsuranceMode;
}

export interface CalculatorResult {
  id: string;
  /** The folio the customer quotes (COT-2026-000123); absent in a result stored by an older version. */
  folio?: string;
  pdfUrl: string;
  /** The key of the send in flight or done: a retry reuses it, so one e-mail is sent. */
  idempotencyKey: string;
  /** Where it was sent and the visitor's state, for the confirmation (issue #69). */
  sentTo?: string;
  state?: string;
}

const SELECTION_KEY = 'calculator_selection';
const RESULT_KEY = 'calculator_result';
const MODEL_INDEX_KEY = 'calculator_model_index';
const CONTACT_KEY = 'calculator_contact';

export const DEFAULT_SELECTION: CalculatorSelection = { plan: 'credit', personType: 'fisica', insurance: 'financed' };

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // A damaged or foreign value is ignored: the flow starts again rather than breaking.
    return null;
  }
}

export const loadSelection = (): CalculatorSelection => ({ ...DEFAULT_SELECTION, ...read<CalculatorSelection>(SELECTION_KEY) });

export function saveSelection(selection: CalculatorSelection): void {
  sessionStorage.setItem(SELECTION_KEY, JSON.stringify(selection));
}

export const loadResult = (): CalculatorResult | null => read<CalculatorResult>(RESULT_KEY);

export function saveResult(result: CalculatorResult | null): void {
  if (result) sessionStorage.setItem(RESULT_KEY, JSON.stringify(result));
  else sessionStorage.removeItem(RESULT_KEY);
}

/** Which model card was last chosen in the list (to scroll back to it). */
export const loadModelIndex = (): number => read<number>(MODEL_INDEX_KEY) ?? 0;
export const saveModelIndex = (index: number): void => sessionStorage.setItem(MODEL_INDEX_KEY, JSON.stringify(index));

/** What the visitor typed in the quote's contact form (never the privacy consent, given anew). */
export interface CalculatorContact {
  name: string;
  email: string;
  phone: string;
  state: string;
}

const EMPTY_CONTACT: CalculatorContact = { name: '', email: '', phone: '', state: '' };

/** The contact typed so far: a reload or Back and Forward within the calculator keeps it. */
export function loadContact(): CalculatorContact {
  const saved = read<Partial<Record<keyof CalculatorContact, unknown>>>(CONTACT_KEY);
  const field = (name: keyof CalculatorContact) => (typeof saved?.[name] === 'string' ? (saved[name] as string) : EMPTY_CONTACT[name]);
  return { name: field('name'), email: field('email'), phone: field('phone'), state: field('state') };
}

/** Once the quote is sent the draft has done its job: it does not stay in the tab. */
export const clearContact = (): void => sessionStorage.removeItem(CONTACT_KEY);

export function saveContact({ name, email, phone, state }: CalculatorContact): void {
  try {
    sessionStorage.setItem(CONTACT_KEY, JSON.stringify({ name, email, phone, state }));
  } catch {
    // Storage full or refused (private mode): the form still works, without keeping its draft.
  }
}
