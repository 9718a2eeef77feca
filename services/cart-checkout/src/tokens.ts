/** Nest injection tokens for values that are not classes. */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
export const CATALOG_URL = Symbol('CatalogUrl');
/** The platform's logger token, named here beside the others (consumers and tasks share it). */
export { SERVICE_LOGGER } from '@atelier/platform';
export const CHECKOUT_SETTINGS = Symbol('CheckoutSettings');
export const CLAIM_SETTINGS = Symbol('ClaimSettings');
export const SALES_TAX = Symbol('SalesTax');
