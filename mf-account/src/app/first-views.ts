import { balancesFirstView } from '../features/balances/balances-first-view';
import { billsFirstView } from '../features/bills/bills-first-view';
import { contractDetailFirstView } from '../features/contracts/contract-detail-first-view';
import { profileFirstView } from '../features/profile/profile-first-view';
import { contractsFirstView } from '../lib/contract-queries';
import type { FirstViewLoader } from '../lib/first-view';
import { accountHomeFirstView } from './routes/account-home-first-view';

/**
 * What each customer screen draws first (issue #15: route loaders). They come with the query
 * cache's chunk, not with the screens', so a screen's data is asked for beside its download.
 */
export const FIRST_VIEWS = {
  home: accountHomeFirstView,
  balances: balancesFirstView,
  bills: billsFirstView,
  contract: contractDetailFirstView,
  payment: contractsFirstView,
  support: contractsFirstView,
  profile: profileFirstView,
} satisfies Record<string, FirstViewLoader>;

export type FirstViewName = keyof typeof FIRST_VIEWS;
