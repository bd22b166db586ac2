import type { FirstViewLoader } from '../../lib/first-view';
import { passkeysQuery, profileQuery, sessionsQuery } from './api/profile-queries';

/** The profile's first view: the customer's data, their passkeys and their open sessions. */
export const profileFirstView: FirstViewLoader = async (client) => {
  await Promise.all([client.prefetchQuery(profileQuery), client.prefetchQuery(passkeysQuery), client.prefetchQuery(sessionsQuery)]);
};
