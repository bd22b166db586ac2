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
    to: '/backoffice/contenido',
    label: 'Contenido',
    description: 'Edita las promociones de la página de inicio, revisa sus versiones y publícalas.',
    roles: ['editor', 'publisher', 'admin'],
  },
  {
    to: '/backoffice/auditoria',
    label: 'Auditoría',
    description: 'Consulta quién hizo qué en el back-office, cuándo y con qué resultado.',
    roles: ['admin'],
  },
];
