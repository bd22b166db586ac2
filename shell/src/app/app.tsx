import { BrowserRouter } from 'react-router-dom';
import { Layout } from './layout';

export function App() {
  return (
    <BrowserRouter>
      <Layout />
    </BrowserRouter>
  );
}
