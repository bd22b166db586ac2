import { queryOptions } from '@tanstack/react-query';
import { http } from '@fvc/shared/api';
import type { MyRequestList } from '@fvc/shared/contracts';
import type { FirstViewLoader } from '../../lib/first-view';

export const myRequestsQuery = queryOptions({
  queryKey: ['account', 'requests'],
  queryFn: async () => (await http.get<MyRequestList>('/api/customers/requests')).data,
});

export const requestsFirstView: FirstViewLoader = (client) => client.prefetchQuery(myRequestsQuery);
