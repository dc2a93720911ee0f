/**
 * The generator's limits and texts, without zod: the script generator's form shows them and
 * imports them from here, so its page does not pull in the schema library before it paints.
 */

/**
 * The toast (and the API's 400 message) when the generator lacks its required inputs
 * (docs/product.md, DM Script Generator).
 */
export const MISSING_SCRIPT_FIELDS =
  'Please fill in at least the script type, prospect name, and company.';

export const FIELD_MAX = {
  prospect: 60,
  company: 60,
  industry: 80,
  painPoint: 300,
  offer: 300,
  recentActivity: 500,
  customContext: 500,
  previousInteraction: 500,
} as const;

export const NO_SCRIPT_TO_SAVE = 'Please generate a script first.';
