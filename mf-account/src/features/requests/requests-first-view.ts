import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { MyCreditApplicationList, MyRequestList } from '@fvc/shared/contracts';
import type { FirstViewLoader } from '../../lib/first-view';

export const myRequestsQuery = queryOptions({
  queryKey: ['account', 'requests'],
  queryFn: async () => (await http.get<MyRequestList>('/api/customers/requests')).data,
});

export const myCreditApplicationsQuery = queryOptions({
  queryKey: ['account', 'credit-applications'],
  queryFn: async () => (await http.get<MyCreditApplicationList>('/api/customers/applications')).data,
});

/** The requests sent from the portal and the credit applications, at once. */
export const requestsFirstView: FirstViewLoader = async (client) => {
  await Promise.all([client.prefetchQuery(myRequestsQuery), client.prefetchQuery(myCreditApplicationsQuery)]);
};
