import { createAppConfig } from '../build/rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  ssrEntry: './src/ssr.tsx',
  headScript: './src/head-script.ts',
  title: 'Financiamiento de camiones y autobuses',
});
