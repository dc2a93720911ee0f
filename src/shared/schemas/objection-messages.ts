/**
 * The Objection Handler's limits and texts, without zod: its page shows them and imports them
 * from here, so it does not pull in the schema library before it paints.
 */

/**
 * Generating a response needs an objection; saving needs an objection and a response
 * (docs/product.md, Objection Handler).
 */
export const MISSING_OBJECTION = 'Please enter an objection first.';
export const MISSING_RESPONSE = 'Please generate a response first.';

export const OBJECTION_MAX = 500;
export const RESPONSE_MAX = 2000;
