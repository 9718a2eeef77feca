/** Nest injection tokens for values that are not classes. */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
export const SERVICE_LOGGER = Symbol('Logger');
export const CHECKOUT_SETTINGS = Symbol('CheckoutSettings');
export const CLAIM_SETTINGS = Symbol('ClaimSettings');
export const SALES_TAX = Symbol('SalesTax');
