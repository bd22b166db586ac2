import { createAppConfig } from '../rspack.base';

export default createAppConfig({
  root: import.meta.dirname,
  title: 'Financiamiento de camiones y autobuses',
});
