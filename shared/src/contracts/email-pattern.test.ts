import { fullFormats } from 'ajv-formats/dist/formats';
import { EMAIL_PATTERN } from './access-rules';

// The API checks `format: 'email'` with ajv-formats (Fastify's default, "full" mode); the forms
// check EMAIL_PATTERN. They must answer the same for every address.
const api = fullFormats.email as RegExp;
const form = new RegExp(EMAIL_PATTERN);

describe('EMAIL_PATTERN', () => {
  it.each([
    'nombre@empresa.com',
    'Nombre.Apellido+flotilla@Transportes-Bajio.com.mx',
    "o'neil@correo.mx",
    'josé@correo.mx',
    'nombre@correo',
    'nombre @correo.mx',
    'nombre@@correo.mx',
    '.nombre@correo.mx',
    'nombre..apellido@correo.mx',
    'nombre@-correo.mx',
    'nombre@correo.mx.',
    'nombre@correo_mx.com',
    '',
  ])('agrees with the API on %j', (address) => {
    expect(form.test(address)).toBe(api.test(address));
  });

  it('refuses an accent, which the API refuses too', () => {
    expect(form.test('josé@correo.mx')).toBe(false);
  });
});
