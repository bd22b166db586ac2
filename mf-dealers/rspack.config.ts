import { createAppConfig } from '../build/rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Distribuidores (remoto independiente)',
  ssrEntry: './src/routes.tsx',
  exposes: { './routes': './src/routes.tsx' },
});
