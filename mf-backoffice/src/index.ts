// Async boundary: shared modules are negotiated before the standalone host runs.
import('./bootstrap');
