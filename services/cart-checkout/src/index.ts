// What the all-in-one launcher and tests use to run cart-checkout in-process.
export {
  startCartCheckout,
  cartCheckoutMigrationsDir,
  type RunningCartCheckout,
  type CartCheckoutDependencies,
  type CartCheckoutOptions,
  type PaymentSettings,
} from './cart-checkout-app.js';
export { CART_CHECKOUT_SCHEMA } from './database/cart-checkout-database.js';
export { checkoutSettingsSchema, type CheckoutSettings } from './config.js';
