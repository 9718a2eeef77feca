import { type DynamicModule, Module } from '@nestjs/common';
import {
  backgroundWork,
  eventConsumers,
  HealthController,
  READINESS_CHECKS,
  type ReadinessCheck,
} from '@atelier/platform';
import { BuyerPhonesConsumer } from './buyer-phones/buyer-phones.consumer.js';
import { CartCheckoutIntervals } from './cart-checkout-intervals.js';
import { CheckoutExpiry } from './checkout/checkout-expiry.js';
import { ClaimMetrics } from './claims/claim-metrics.js';
import { ClaimSweeper } from './claims/claim-sweeper.js';
import { PieceAwardedConsumer } from './claims/piece-awarded.consumer.js';
import { ProductReadModelConsumer } from './products/product-events.consumer.js';
import { TaxTransactionsConsumer } from './tax/tax-transactions.consumer.js';
import type { Logger } from 'pino';
import { BuyerCardsController } from './buyer-cards/buyer-cards.controller.js';
import { BuyerCardsRepository } from './buyer-cards/buyer-cards.repository.js';
import { BuyerPhonesRepository } from './buyer-phones/buyer-phones.repository.js';
import { BuyerCardsService } from './buyer-cards/buyer-cards.service.js';
import { ClaimPayment } from './claims/claim-payment.js';
import { ClaimsController } from './claims/claims.controller.js';
import { MyOrdersController, MyOrdersRepository } from './orders/my-orders.controller.js';
import { ClaimsRepository } from './claims/claims.repository.js';
import { type ClaimSettings, ClaimsService } from './claims/claims.service.js';
import { CartController } from './cart/cart.controller.js';
import { CartRepository } from './cart/cart.repository.js';
import { CartService } from './cart/cart.service.js';
import { StockHoldsClient } from './catalog-client/stock-holds.client.js';
import { CheckoutController } from './checkout/checkout.controller.js';
import { OrderConfirmationsController } from './checkout/order-confirmations.controller.js';
import { type CheckoutRules, CheckoutService } from './checkout/checkout.service.js';
import { CheckoutsRepository } from './checkout/checkouts.repository.js';
import { PaymentCompletionService } from './checkout/payment-completion.service.js';
import { CartCheckoutDatabase } from './database/cart-checkout-database.js';
import { FulfilmentService } from './fulfilment/fulfilment.service.js';
import { StripeWebhookController } from './fulfilment/stripe-webhook.controller.js';
import { WebhookEventsRepository } from './fulfilment/webhook-events.repository.js';
import { OrdersController } from './orders/orders.controller.js';
import { OrdersRepository } from './orders/orders.repository.js';
import { OrdersService } from './orders/orders.service.js';
import { SalesReportController } from './reports/sales-report.controller.js';
import { SalesReportRepository } from './reports/sales-report.repository.js';
import { SalesReportService } from './reports/sales-report.service.js';
import type { PaymentProvider } from './payments/payment-provider.js';
import { SimulatedPaymentsController } from './payments/simulated-payments.controller.js';
import { RefundsController } from './refunds/refunds.controller.js';
import { RefundsRepository } from './refunds/refunds.repository.js';
import { RefundsService } from './refunds/refunds.service.js';
import type { SalesTax } from './tax/sales-tax.js';
import { SalesTaxCalculator } from './tax/sales-tax-calculator.js';
import {
  CATALOG_URL,
  CHECKOUT_SETTINGS,
  CLAIM_SETTINGS,
  PAYMENT_PROVIDER,
  SALES_TAX,
  SERVICE_LOGGER,
} from './tokens.js';

export interface CartCheckoutModuleValues {
  database: CartCheckoutDatabase;
  provider: PaymentProvider;
  salesTax: SalesTax;
  holds: StockHoldsClient;
  /** Where the product read model is filled from at start-up. */
  catalogUrl: string;
  rules: CheckoutRules;
  claims: ClaimSettings;
  logger: Logger;
  readinessChecks: ReadinessCheck[];
  intervals: CartCheckoutIntervals;
}

/**
 * Cart and checkout: its controllers, its providers, and the event consumers and background work
 * that ServiceHost subscribes and starts (each a provider like any other).
 */
@Module({})
export class CartCheckoutModule {
  static forRoot(values: CartCheckoutModuleValues): DynamicModule {
    return {
      module: CartCheckoutModule,
      controllers: [
        HealthController,
        CartController,
        CheckoutController,
        OrderConfirmationsController,
        SimulatedPaymentsController,
        StripeWebhookController,
        OrdersController,
        RefundsController,
        BuyerCardsController,
        ClaimsController,
        MyOrdersController,
        SalesReportController,
      ],
      providers: [
        { provide: CartCheckoutDatabase, useValue: values.database },
        { provide: StockHoldsClient, useValue: values.holds },
        { provide: CATALOG_URL, useValue: values.catalogUrl },
        { provide: CartCheckoutIntervals, useValue: values.intervals },
        { provide: PAYMENT_PROVIDER, useValue: values.provider },
        { provide: SALES_TAX, useValue: values.salesTax },
        { provide: CHECKOUT_SETTINGS, useValue: values.rules },
        { provide: CLAIM_SETTINGS, useValue: values.claims },
        { provide: SERVICE_LOGGER, useValue: values.logger },
        { provide: READINESS_CHECKS, useValue: values.readinessChecks },
        CartRepository,
        CartService,
        CheckoutsRepository,
        CheckoutService,
        PaymentCompletionService,
        FulfilmentService,
        WebhookEventsRepository,
        OrdersRepository,
        MyOrdersRepository,
        OrdersService,
        SalesReportRepository,
        SalesReportService,
        RefundsRepository,
        RefundsService,
        SalesTaxCalculator,
        BuyerCardsRepository,
        BuyerPhonesRepository,
        BuyerCardsService,
        ClaimsRepository,
        ClaimPayment,
        ClaimsService,
        ...eventConsumers(
          ProductReadModelConsumer,
          PieceAwardedConsumer,
          BuyerPhonesConsumer,
          TaxTransactionsConsumer,
        ),
        ...backgroundWork(CheckoutExpiry, ClaimSweeper, ClaimMetrics),
      ],
    };
  }
}
