import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  ssrEntry: './src/ssr.tsx',
  title: 'Financiamiento de camiones y autobuses',
});
