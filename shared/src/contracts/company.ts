import { Type, type Static } from 'typebox';

/** Company data the site chrome shows (header, footer, contact page); it lives in the database. */
export const CompanySchema = Type.Object(
  {
    name: Type.String({ description: 'Nombre comercial.' }),
    legalName: Type.String({ description: 'Razón social.' }),
    phone: Type.String({ description: 'Teléfono de atención a clientes, tal como se muestra.' }),
    email: Type.String({ description: 'Correo de atención a clientes.' }),
    hours: Type.Object(
      {
        weekdays: Type.String({ description: 'Horario de lunes a viernes, en texto.' }),
        saturday: Type.String({ description: 'Horario del sábado, en texto.' }),
      },
      { description: 'Horario de atención.' },
    ),
    dealerPortalUrl: Type.String({ description: 'Portal externo de distribuidores.' }),
    social: Type.Object(
      {
        facebook: Type.String({ description: 'Página de Facebook.' }),
        linkedin: Type.String({ description: 'Página de LinkedIn.' }),
      },
      { description: 'Redes sociales.' },
    ),
    jobBoardUrl: Type.String({ description: 'Bolsa de trabajo.' }),
    busBrandUrl: Type.String({ description: 'Sitio de la marca de autobuses.' }),
    truckBrandUrl: Type.String({ description: 'Sitio de la marca de camiones.' }),
    yearsInMarket: Type.Integer({ description: 'Años en el mercado.' }),
    regulator: Type.Object(
      {
        une: Type.Object(
          {
            head: Type.String({ description: 'Titular de la UNE.' }),
            address: Type.String(),
            phone: Type.String(),
            email: Type.String(),
            hours: Type.String(),
          },
          { description: 'Unidad Especializada de Atención a Usuarios.' },
        ),
        condusef: Type.Object({ phone: Type.String(), url: Type.String() }, { description: 'CONDUSEF: teléfono y sitio.' }),
        buroUrl: Type.String({ description: 'Buró de Entidades Financieras.' }),
        legend: Type.String({ description: 'Leyenda de la SOFOM E.N.R. sobre su autorización y supervisión.' }),
      },
      { description: 'Lo que una SOFOM E.N.R. debe mostrar a sus usuarios.' },
    ),
  },
  { description: 'Datos de la empresa.' },
);
export type Company = Static<typeof CompanySchema>;
