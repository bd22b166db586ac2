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

/** docs/product.md §2 "Footer": the four columns; external addresses come from the company's data. */
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

/** Up to this viewport width the footer shows its groups as expandable sections (docs/product.md §9 breakpoints). */
const MOBILE_MAX_WIDTH = 768;

/**
 * The footer's three ways of drawing itself (docs/product.md §9): expandable groups that collapse to 40 px
 * below 550 px of viewport ('phone') or to 80 px up to 768 px ('tablet'), and open columns above.
 */
export type FooterLayout = 'phone' | 'tablet' | 'desktop';

export function footerLayout(viewportWidth: number): FooterLayout {
  if (viewportWidth > MOBILE_MAX_WIDTH) return 'desktop';
  return viewportWidth < 550 ? 'phone' : 'tablet';
}

/** docs/product.md §9: a collapsed group's height in the layouts that collapse them. */
export function collapsedGroupHeight(layout: Exclude<FooterLayout, 'desktop'>): number {
  return layout === 'phone' ? 40 : 80;
}
