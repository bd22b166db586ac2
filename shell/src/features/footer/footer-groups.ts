import type { Company } from '@fvc/shared/contracts';

export interface FooterLink {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

/** SPEC §2 "Footer": the four columns; external addresses come from the company's data. */
export function footerGroups(company: Company | null): FooterGroup[] {
  const external = (label: string, to: string | undefined): FooterLink[] =>
    to ? [{ label, to, external: true }] : [];
  return [
    {
      title: 'Compañía',
      links: [
        { label: 'Sobre nosotros', to: '/acerca' },
        { label: 'Noticias', to: '/noticias' },
        ...external('Bolsa de trabajo', company?.jobBoardUrl),
      ],
    },
    {
      title: 'Productos y marcas',
      links: [
        { label: 'Crédito directo', to: '/planes-financiamiento/credito-directo' },
        { label: 'Seguros', to: '/planes-financiamiento/insurance' },
        ...external('Autobuses', company?.busBrandUrl),
        ...external('Camiones', company?.truckBrandUrl),
      ],
    },
    {
      title: 'Ayuda',
      links: [
        { label: 'Distribuidores', to: '/distribuidores' },
        { label: 'Preguntas frecuentes', to: '/faqs/general-questions' },
        { label: 'Contacto', to: '/contacto' },
        { label: 'Legales', to: '/legales/terminosycondiciones' },
        { label: 'Aviso de privacidad', to: '/legales/aviso-de-privacidad' },
        { label: 'Atención a usuarios (UNE)', to: '/atencion-a-usuarios' },
      ],
    },
    {
      title: 'Atención a clientes',
      links: [
        ...external('Facebook', company?.social.facebook),
        ...external('LinkedIn', company?.social.linkedin),
      ],
    },
  ];
}

/** SPEC §9: a collapsed mobile group is 40 px tall below 550 px of viewport, 80 px otherwise. */
export function collapsedGroupHeight(viewportWidth: number): number {
  return viewportWidth < 550 ? 40 : 80;
}
