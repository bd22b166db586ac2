import { createAppConfig } from '../build/rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  ssrEntry: './src/routes.tsx',
  title: 'Planes de financiamiento (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
});
