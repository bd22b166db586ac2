import { createAppConfig } from '../build/rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Acceso clientes (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
  // The query cache's library in one file: the customer screens need all of it, from the start.
  libraryChunks: { 'query-cache': /[\\/]node_modules[\\/]@tanstack[\\/]/ },
});
