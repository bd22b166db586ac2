import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanySchema, type Company } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';
import { CACHED_ROUTE_LOG_LEVEL } from '../../../content-cache/content-cache';

interface CompanyRow {
  name: string;
  legal_name: string;
  phone: string;
  email: string;
  hours_weekdays: string;
  hours_saturday: string;
  dealer_portal_url: string;
  facebook_url: string;
  linkedin_url: string;
  job_board_url: string;
  bus_brand_url: string;
  truck_brand_url: string;
  years_in_market: number;
  une_head: string;
  une_address: string;
  une_phone: string;
  une_email: string;
  une_hours: string;
  condusef_phone: string;
  condusef_url: string;
  buro_url: string;
  regulator_legend: string;
}

function toCompany(row: CompanyRow): Company {
  return {
    name: row.name,
    legalName: row.legal_name,
    phone: row.phone,
    email: row.email,
    hours: { weekdays: row.hours_weekdays, saturday: row.hours_saturday },
    dealerPortalUrl: row.dealer_portal_url,
    social: { facebook: row.facebook_url, linkedin: row.linkedin_url },
    jobBoardUrl: row.job_board_url,
    busBrandUrl: row.bus_brand_url,
    truckBrandUrl: row.truck_brand_url,
    yearsInMarket: row.years_in_market,
    regulator: {
      une: { head: row.une_head, address: row.une_address, phone: row.une_phone, email: row.une_email, hours: row.une_hours },
      condusef: { phone: row.condusef_phone, url: row.condusef_url },
      buroUrl: row.buro_url,
      legend: row.regulator_legend,
    },
  };
}

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      logLevel: CACHED_ROUTE_LOG_LEVEL,
      schema: {
        tags: ['empresa'],
        security: [],
        summary: 'Datos de la empresa',
        description: 'Nombre, teléfono, correo, horarios y enlaces que muestran el encabezado, el pie y la página de contacto, y la información de la UNE, la CONDUSEF y el Buró de Entidades Financieras.',
        response: { 200: CompanySchema, ...errorResponses(404, 429, 500) },
      },
    },
    // Changes rarely and every page shows it: from memory (content-cache), 5 minutes in caches.
    async (request, reply) =>
      app.contentCache.send(request, reply, {
        key: 'company',
        cacheControl: 'public, max-age=300',
        load: async () => {
          const [row] = await app.db.query<CompanyRow>('select * from company where id = 1');
          if (!row) throw new AppError(404, 'NOT_FOUND', 'No encontramos los datos de la empresa.');
          return toCompany(row);
        },
      }),
  );
};
