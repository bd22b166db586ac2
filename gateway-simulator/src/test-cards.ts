export type Outcome = 'approved' | 'declined' | 'timeout' | 'tampered';

/** The test cards of the README. */
export const CARDS: Record<string, Outcome> = {
  '4111111111111111': 'approved',
  '4000000000000002': 'declined',
  '4000000000000119': 'timeout',
  '4000000000000127': 'tampered',
};
