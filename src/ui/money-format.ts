/**
 * Transitional: money formatting lives in `src/lib/money-format.ts`. Only the checkout screens
 * still import it from here while they are being split into steps; once they import
 * `src/lib/money-format`, delete this file (src/ui imports only src/styles).
 */
// eslint-disable-next-line import-x/no-restricted-paths -- removed once checkout imports src/lib
export { formatMoney } from '../lib/money-format';
