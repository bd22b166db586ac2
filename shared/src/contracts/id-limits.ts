/**
 * Catalogue ids (cities, plans, models, versions) are PostgreSQL `integer` columns: a larger
 * number names no row and would make the query itself fail, so the schemas refuse it first.
 */
export const INTEGER_ID_MAX = 2_147_483_647;
