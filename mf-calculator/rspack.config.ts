import { createAppConfig } from '../build/rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Calculadora (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
  // Step 1 is prerendered (issue #15); the other steps depend on the visitor's choice.
  ssrEntry: './src/routes.tsx',
});
