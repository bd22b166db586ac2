import type { StaffRole } from '@fvc/shared/contracts';

export interface BackofficeSection {
  to: string;
  label: string;
  description: string;
  /** Who sees it: any of these roles (the API checks them again on every call). */
  roles: readonly StaffRole[];
}

/** The back-office's sections, in the order the navigation shows them. */
export const SECTIONS: readonly BackofficeSection[] = [
  {
    to: '/backoffice/solicitudes',
    label: 'Solicitudes',
    description: 'Atiende las solicitudes de los clientes: asigna, anota, responde y cambia su estado.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/facturas',
    label: 'Facturas',
    description: 'Revisa las solicitudes de factura de los clientes: descarga sus archivos y emite o rechaza cada una.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/prospectos',
    label: 'Prospectos',
    description: 'Consulta los prospectos de los formularios del sitio y envía de nuevo al CRM los que fallaron.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/contenido',
    label: 'Contenido',
    description: 'Edita las promociones, el carrusel y las marcas de la página de inicio, revisa sus versiones y publícalas.',
    roles: ['editor', 'publisher', 'admin'],
  },
  {
    to: '/backoffice/auditoria',
    label: 'Auditoría',
    description: 'Consulta quién hizo qué en el back-office, cuándo y con qué resultado.',
    roles: ['admin'],
  },
];
