import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

// OpenAPI generated from the same route schemas that validate requests, so the docs cannot
// drift from the code. UI at /api/docs, document at /api/docs/json.
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API de Financiera Vial del Centro',
        description: 'API del sitio público y del portal de clientes. Todos los mensajes de error están en español.',
        version: '1.0.0',
      },
      tags: [
        { name: 'sistema', description: 'Estado del servicio' },
        { name: 'empresa', description: 'Datos de la empresa para el sitio' },
        { name: 'acceso', description: 'Inicio de sesión de clientes' },
        { name: 'clientes', description: 'Área de clientes (requiere sesión)' },
        { name: 'contenido', description: 'Contenido editorial' },
        { name: 'contacto', description: 'Formulario de contacto' },
      ],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}, { name: 'swagger' });
