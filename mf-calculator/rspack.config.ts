import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Calculadora (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
});
