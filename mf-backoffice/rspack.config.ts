import { createAppConfig } from '../build/rspack.base';

// No ssrEntry: the back-office is never prerendered (issue #71); its pages are the staff's only.
export default createAppConfig({
  root: import.meta.dirname,
  title: 'Back-office (remoto independiente)',
  exposes: { './routes': './src/routes.tsx' },
});
