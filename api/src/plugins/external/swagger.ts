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
        license: { name: 'Propietaria: uso exclusivo del sitio y del portal de clientes', identifier: 'LicenseRef-Propietaria' },
      },
      // Relative to the document: the API serves its own docs, wherever it is deployed.
      servers: [{ url: '/', description: 'Este mismo servidor' }],
      tags: [
        { name: 'sistema', description: 'Estado del servicio' },
        { name: 'empresa', description: 'Datos de la empresa para el sitio' },
        { name: 'acceso', description: 'Registro, inicio de sesión, sesiones, contraseña y llaves de acceso de clientes' },
        { name: 'clientes', description: 'Área de clientes (requiere sesión)' },
        { name: 'pagos', description: 'Pagos con tarjeta en la página del banco: preparar, regreso, notificación y resultado' },
        { name: 'contenido', description: 'Contenido editorial' },
        { name: 'contacto', description: 'Formulario de contacto' },
        { name: 'solicitudes', description: 'Solicitud de financiamiento en línea desde una cotización: pasos, documentos, autorizaciones y estado (con el enlace enviado por correo)' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token de acceso de 10 minutos, en memoria del navegador.' },
          staffAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'Token de acceso del personal (back-office), de 5 minutos. Un token de cliente no sirve aquí, ni este en las rutas de clientes.' },
          staffRefreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'fvc_staff_refresh',
            description: 'Renovación de la sesión del personal (HttpOnly, SameSite=Strict; `__Host-fvc_staff_refresh` en HTTPS), rotada en cada uso; la sesión dura 15 minutos sin uso y 8 horas como máximo. Exige un Origin del sitio.',
          },
          applicationToken: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Application-Token',
            description: 'La llave de una solicitud de financiamiento en línea: el token del enlace enviado por correo (30 días; un enlace nuevo anula los anteriores). La ruta lo revisa ella misma y responde 401 si falta, no es válido o venció.',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'fvc_refresh',
            description: 'Token de renovación (HttpOnly, SameSite=Strict; `__Host-fvc_refresh` en HTTPS), rotado en cada uso. Las llamadas que lo usan exigen además la cabecera `X-XSRF-TOKEN`.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}, { name: 'swagger' });
