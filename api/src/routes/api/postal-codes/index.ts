import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PostalCodeParamsSchema, PostalCodeSchema } from '@fvc/shared/contracts';
import { AppError } from '../../../app-error';
import { errorResponses } from '../../error-responses';

/** The catalog changes only with a migration or an import: a day in any cache is safe. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The postal-code catalog (migration 0024) behind the address step: código postal -> colonias. */
export const postalCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:cp',
    {
      schema: {
        tags: ['solicitudes'],
        security: [],
        summary: 'Colonias de un código postal',
        description:
          'El estado, el municipio o alcaldía y las colonias de un código postal del catálogo (con la forma del de SEPOMEX). Un código que no está en el catálogo responde 404: el formulario pide entonces la colonia, el municipio y el estado como texto.',
        params: PostalCodeParamsSchema,
        response: { 200: PostalCodeSchema, ...errorResponses(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      const rows = await app.db.query<{ colonia: string; municipality: string; state: string }>(
        'select colonia, municipality, state from postal_codes where postal_code = $1 order by colonia',
        [request.params.cp],
      );
      const [first] = rows;
      if (!first) throw new AppError(404, 'POSTAL_CODE_NOT_FOUND', 'No tenemos ese código postal en el catálogo: escribe la colonia, el municipio y el estado.');
      return reply.header('cache-control', CACHE_CONTROL).send({
        postalCode: request.params.cp,
        state: first.state,
        municipality: first.municipality,
        colonias: rows.map((row) => row.colonia),
      });
    },
  );
};
