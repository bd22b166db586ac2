/**
 * The SAT's catalogue entries (Anexo 20, CFDI 4.0) a financing company's customers meet: their
 * régimen fiscal and the uso de CFDI of an invoice. One source for the invoice request's choices
 * (the form lists them, the API accepts only them) and for the printed CFDI's descriptions.
 */
export interface SatCatalogEntry {
  key: string;
  text: string;
}

/** c_RegimenFiscal: `for` says whom it applies to, as the SAT's catalogue does. */
export const TAX_REGIMES: readonly (SatCatalogEntry & { for: 'fisica' | 'moral' | 'both' })[] = [
  { key: '601', text: 'General de Ley Personas Morales', for: 'moral' },
  { key: '603', text: 'Personas Morales con Fines no Lucrativos', for: 'moral' },
  { key: '605', text: 'Sueldos y Salarios e Ingresos Asimilados a Salarios', for: 'fisica' },
  { key: '606', text: 'Arrendamiento', for: 'fisica' },
  { key: '612', text: 'Personas Físicas con Actividades Empresariales y Profesionales', for: 'fisica' },
  { key: '616', text: 'Sin obligaciones fiscales', for: 'fisica' },
  { key: '621', text: 'Incorporación Fiscal', for: 'fisica' },
  { key: '626', text: 'Régimen Simplificado de Confianza', for: 'both' },
];

/** c_UsoCFDI: the uses a purchase for a truck or bus is invoiced with ("CP01 Pagos" is the company's own). */
export const CFDI_USES: readonly SatCatalogEntry[] = [
  { key: 'I03', text: 'Equipo de transporte' },
  { key: 'I08', text: 'Otra maquinaria y equipo' },
  { key: 'G01', text: 'Adquisición de mercancías' },
  { key: 'G03', text: 'Gastos en general' },
  { key: 'S01', text: 'Sin efectos fiscales' },
];

/** What the invoice request proposes for a vehicle's purchase; the customer may choose another. */
export const DEFAULT_CFDI_USE = 'I03';

export const isTaxRegime = (key: string): boolean => TAX_REGIMES.some((entry) => entry.key === key);
export const isCfdiUse = (key: string): boolean => CFDI_USES.some((entry) => entry.key === key);

/** "612 - Personas Físicas con…", as the SAT and the printed CFDI write it. */
export const satLabel = (entry: SatCatalogEntry): string => `${entry.key} - ${entry.text}`;
