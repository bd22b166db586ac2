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
    to: '/backoffice/solicitudes-de-credito',
    label: 'Solicitudes de crédito',
    description: 'Revisa las solicitudes de financiamiento enviadas desde una cotización: sus datos, documentos y autorizaciones; pide documentos y decide.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/facturas',
    label: 'Facturas',
    description: 'Revisa las solicitudes de factura de los clientes (descarga sus archivos, emite o rechaza cada una) y las facturas que enviaron a un distribuidor.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/prospectos',
    label: 'Prospectos',
    description: 'Consulta los prospectos de las cotizaciones y los formularios del sitio (también el de contacto y el de los distribuidores) y envía de nuevo al CRM los que fallaron.',
    roles: ['agent', 'admin'],
  },
  {
    to: '/backoffice/pagos',
    label: 'Pagos',
    description: 'Aplica o devuelve las transferencias SPEI que no encontraron su contrato y da seguimiento a las domiciliaciones que el banco rechazó.',
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
