import { Suspense, lazy } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useConfirmCard, useStartCardSetup } from '../api/save-card';
import { TestCardSetupForm } from './test-card-setup-form';

// Stripe.js and Elements load only when the store runs with Stripe.
const StripeSetupForm = lazy(() =>
  import('./stripe-setup-form').then((m) => ({ default: m.StripeSetupForm })),
);

export const messageOf = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.serverMessage
    : error
      ? 'Something went wrong: please try again'
      : undefined;

/** Puts a card on file: the provider takes it (a SetupIntent), nothing is charged now. */
export function CardOnFileForm({ purpose }: { purpose: string }) {
  const setup = useStartCardSetup();
  const confirm = useConfirmCard();
  const started = setup.data;
  return (
    <section className="grid gap-3" aria-labelledby="card-on-file-heading">
      <h3 id="card-on-file-heading" className="text-sm font-semibold">
        Put a card on file to {purpose}
      </h3>
      <p className="text-sm text-ink/75">
        Nothing is charged now. If you win, the piece is charged to this card when you claim it. One card
        belongs to one buyer.
      </p>
      {!started ? (
        <>
          <button
            type="button"
            disabled={setup.isPending}
            onClick={() => setup.mutate()}
            className={buttonClass('solid', 'w-full')}
          >
            {setup.isPending ? 'Opening the card form...' : 'Add a card'}
          </button>
          {setup.error && (
            <p role="alert" className="text-sm text-red-700">
              {messageOf(setup.error)}
            </p>
          )}
        </>
      ) : started.provider === 'stripe' && started.publishableKey ? (
        <Suspense fallback={<p role="status">Loading the card form...</p>}>
          <StripeSetupForm
            publishableKey={started.publishableKey}
            clientSecret={started.clientSecret}
            saving={confirm.isPending}
            error={messageOf(confirm.error)}
            onConfirmed={() => confirm.mutate({ setupIntentId: started.setupIntentId })}
          />
        </Suspense>
      ) : (
        <TestCardSetupForm
          saving={confirm.isPending}
          error={messageOf(confirm.error)}
          onSubmit={(cardNumber) => confirm.mutate({ setupIntentId: started.setupIntentId, cardNumber })}
        />
      )}
    </section>
  );
}
