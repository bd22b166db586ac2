import { clabeCheckDigit } from '@fvc/shared/contracts/rules';

/**
 * The company's collection account for SPEI: the bank (646, STP, which issues reference CLABEs to
 * businesses), its plaza and the company's prefix within it. A contract's reference CLABE is this
 * 10-digit head, its own 7-digit serial (contracts.spei_serial, never reused) and the control
 * digit, so a transfer to it says which contract it pays without any text the payer types.
 */
export const COLLECTION_ACCOUNT = { head: '6461804204', bankName: 'STP', serialDigits: 7 } as const;

export function referenceClabe(serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial >= 10 ** COLLECTION_ACCOUNT.serialDigits) {
    throw new Error(`Serie SPEI fuera de rango: ${serial}`);
  }
  const first17 = `${COLLECTION_ACCOUNT.head}${String(serial).padStart(COLLECTION_ACCOUNT.serialDigits, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/** The contract serial a reference CLABE carries; null when it is not one of ours or its digit is wrong. */
export function serialOfReference(clabe: string): number | null {
  if (!/^\d{18}$/.test(clabe) || !clabe.startsWith(COLLECTION_ACCOUNT.head)) return null;
  if (clabeCheckDigit(clabe) !== Number(clabe[17])) return null;
  const serial = Number(clabe.slice(COLLECTION_ACCOUNT.head.length, 17));
  return serial > 0 ? serial : null;
}
