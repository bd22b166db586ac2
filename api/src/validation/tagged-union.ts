import type { FastifySchemaCompiler } from 'fastify';
import { createRequestValidatorCompiler } from './request-validator';

type Schema = Record<string, unknown>;
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * A route's validator compiler for a body that is a union of objects told apart by one property
 * (`applicantType`, `kind`): the body is validated against the one variant its tag names, so its
 * errors name that variant's fields ("El campo “CURP” es obligatorio") instead of every variant's
 * at once, as `anyOf` would. The schema stays a plain `anyOf` for the OpenAPI document; every other
 * part of the request goes through the API's own compiler.
 */
export function taggedUnionCompiler(tag: string): FastifySchemaCompiler<unknown> {
  const compile = createRequestValidatorCompiler();
  return (route) => {
    const variants = (route.schema as Schema).anyOf;
    if (route.httpPart !== 'body' || !Array.isArray(variants)) return compile(route);
    const byTag = new Map<unknown, Validate>();
    let title = tag;
    for (const variant of variants as Schema[]) {
      const tagSchema = (variant.properties as Record<string, Schema> | undefined)?.[tag];
      if (!tagSchema || !('const' in tagSchema)) throw new Error(`La variante no declara ${tag} como constante`);
      title = typeof tagSchema.title === 'string' ? tagSchema.title : title;
      byTag.set(tagSchema.const, compile({ ...route, schema: variant }) as Validate);
    }
    const tags = [...byTag.keys()];
    const validate: Validate = (data) => {
      const value = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Schema)[tag] : undefined;
      const variant = byTag.get(value);
      if (variant) {
        const valid = variant(data);
        validate.errors = valid ? null : (variant.errors ?? null);
        return valid;
      }
      // Shaped as Ajv's own issues, so the error handler words them like any other.
      validate.errors =
        value === undefined
          ? [{ keyword: 'required', instancePath: '', params: { missingProperty: tag }, parentSchema: { properties: { [tag]: { title } } } }]
          : [{ keyword: 'enum', instancePath: `/${tag}`, params: { allowedValues: tags }, parentSchema: { title } }];
      return false;
    };
    return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}
