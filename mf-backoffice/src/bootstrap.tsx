import { renderStandalone } from '@fvc/shared/federation';
import '@fvc/shared/ui/tokens.css';
import RemoteRoutes from './routes';

// Standalone mode: this remote on its own dev server, without the shell.
void renderStandalone(RemoteRoutes);
