import { Type, type Static } from 'typebox';

/** docs/product.md §7: the public site sends both flags false. */
export const AlertRequestSchema = Type.Object(
  {
    internalAlert: Type.Boolean({ title: 'Alerta interna', description: 'true: alerta del área de clientes.' }),
    pcAlert: Type.Boolean({ title: 'Alerta de escritorio', description: 'true: variante para escritorio.' }),
  },
  { additionalProperties: false, description: 'Qué alerta se consulta.' },
);
export type AlertRequest = Static<typeof AlertRequestSchema>;

export const AlertSchema = Type.Object(
  {
    title: Type.String(),
    description: Type.String({ description: 'HTML de contenido editorial; el cliente lo sanitiza antes de mostrarlo.' }),
    imgBack: Type.Union([Type.String(), Type.Null()], { description: 'Imagen de fondo, si la hay.' }),
    url: Type.Union([Type.String(), Type.Null()], { description: 'Destino del botón, si lo hay.' }),
    textbutton: Type.Union([Type.String(), Type.Null()], { description: 'Texto del botón, si lo hay.' }),
  },
  { description: 'La alerta activa.' },
);
export type Alert = Static<typeof AlertSchema>;
