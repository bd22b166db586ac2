import { Type, type Static } from 'typebox';

export const FaqGroupSchema = Type.Object(
  {
    title: Type.String(),
    items: Type.Array(
      Type.Object({
        question: Type.String(),
        answerHtml: Type.String({ description: 'Respuesta en HTML editorial; el cliente la sanitiza.' }),
      }),
    ),
  },
  { description: 'Grupo de preguntas frecuentes.' },
);
export type FaqGroup = Static<typeof FaqGroupSchema>;

export const FaqsSchema = Type.Object(
  { groups: Type.Array(FaqGroupSchema) },
  { description: 'Preguntas frecuentes generales, por grupo.' },
);
export type Faqs = Static<typeof FaqsSchema>;
