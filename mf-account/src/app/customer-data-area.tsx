import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from '@fvc/shared/router';
import { queryClient } from './query-client';

/**
 * The screens that read or change customer data, under the remote's one query cache. It is a
 * chunk of its own: the access screens (sign in, registration, password reset) never query, so
 * they do not download TanStack Query (about 8 KiB gzip).
 */
export function CustomerDataArea() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
