import { createAppConfig } from '../rspack.base';
import { ROUTES } from './src/app/route-table';

export default createAppConfig({
  root: import.meta.dirname,
  ssrEntry: './src/ssr.tsx',
  title: 'Financiamiento de camiones y autobuses',
  routeRemotes: ROUTES.map(({ path, remote }) => [path, remote]),
});
