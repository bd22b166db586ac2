/**
 * Texts of the content pages until the content API serves them (the public-face issue moves them
 * to the database with the rest of the marketing content).
 */
export type InfoPageId =
  | 'about'
  | 'news'
  | 'brandFinancial'
  | 'brandInsurance'
  | 'brands'
  | 'faqs'
  | 'terms'
  | 'privacy'
  | 'revocation'
  | 'forms'
  | 'campaign'
  | 'syntage';

interface InfoPageContent {
  title: string;
  intro: string;
  paragraphs: string[];
  next: { to: string; label: string };
}

const QUOTE = { to: '/calculadora/paso-1', label: 'COTIZAR' };
const CONTACT = { to: '/contacto', label: 'CONTÁCTANOS' };

export const INFO_PAGES: Record<InfoPageId, InfoPageContent> = {
  about: {
    title: 'Sobre nosotros',
    intro: 'Más de 30 años en el mercado mexicano financiando a quienes mueven al país.',
    paragraphs: [
      'Acompañamos a transportistas, empresas y personas físicas con actividad empresarial en la compra de camiones, tractocamiones y autobuses, con planes a la medida de cada operación.',
    ],
    next: QUOTE,
  },
  news: {
    title: 'Noticias',
    intro: 'Lo más nuevo sobre financiamiento, unidades y el transporte en México.',
    paragraphs: [],
    next: { to: '/', label: 'VOLVER AL INICIO' },
  },
  brandFinancial: {
    title: 'Servicios financieros',
    intro: 'Crédito directo, arrendamiento puro y arrendamiento financiero para tu flotilla.',
    paragraphs: [],
    next: { to: '/planes-financiamiento/credito-directo', label: 'CONOCE MÁS' },
  },
  brandInsurance: {
    title: 'Seguros',
    intro: 'Protege tu unidad durante toda la vigencia de tu financiamiento.',
    paragraphs: [
      'La vigencia de la póliza debe coincidir con las fechas de inicio y fin de tu contrato de financiamiento.',
    ],
    next: { to: '/planes-financiamiento/insurance', label: 'CONOCE MÁS' },
  },
  brands: {
    title: 'Nuestras marcas',
    intro: 'Financiamos camiones y autobuses de las marcas con las que trabajamos en todo el país.',
    paragraphs: [],
    next: { to: '/distribuidores', label: 'ENCUENTRA TU DISTRIBUIDOR' },
  },
  faqs: {
    title: 'Preguntas frecuentes',
    intro: 'Resolvemos las dudas más comunes sobre nuestros planes y el portal de clientes.',
    paragraphs: [
      'El crédito está sujeto a aprobación previa. Puedes hacer aportaciones a capital de al menos 3 mensualidades: el plazo se reduce y el monto de la mensualidad se mantiene.',
    ],
    next: CONTACT,
  },
  terms: {
    title: 'Términos y condiciones',
    intro: 'Condiciones de uso de este sitio y del portal de clientes.',
    paragraphs: [
      'Los planes, precios y premisas publicados pueden cambiar o cancelarse sin previo aviso. Todo financiamiento está sujeto a aprobación de crédito.',
    ],
    next: { to: '/legales/aviso-de-privacidad', label: 'AVISO DE PRIVACIDAD' },
  },
  privacy: {
    title: 'Aviso de privacidad',
    intro: 'Cómo tratamos y protegemos tus datos personales.',
    paragraphs: [
      'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (ARCO), así como revocar tu consentimiento, en cualquier momento.',
    ],
    next: { to: '/legales/revocacion', label: 'REVOCACIÓN DEL CONSENTIMIENTO' },
  },
  revocation: {
    title: 'Revocación del consentimiento',
    intro: 'Procedimiento para revocar el consentimiento al tratamiento de tus datos personales.',
    paragraphs: [],
    next: CONTACT,
  },
  forms: {
    title: 'Formularios',
    intro: 'Solicitudes y formatos para tus trámites con nosotros.',
    paragraphs: [],
    next: CONTACT,
  },
  campaign: {
    title: 'Campaña',
    intro: 'Condiciones especiales de financiamiento por tiempo limitado.',
    paragraphs: [],
    next: QUOTE,
  },
  syntage: {
    title: 'Consulta de datos fiscales',
    intro: 'Autoriza la consulta de tu información fiscal para agilizar tu solicitud de crédito.',
    paragraphs: [],
    next: CONTACT,
  },
};
