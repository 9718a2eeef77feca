import { useId, useState } from 'react';
import { BUYER_TEXTS_CONSENT } from '@atelier/contracts/storefront-constants';
import { buttonClass } from '@/components/ui/button-styles';
import { LabelledInput } from '@/components/ui/labelled-input';
import { ApiRequestError } from '@/lib/api-client';
import { useConfirmVerification, useStartVerification } from '../api/verify-phone';

const messageOf = (error: unknown) =>
  error instanceof ApiRequestError
    ? error.serverMessage
    : error
      ? 'Something went wrong: please try again'
      : undefined;

/** The name's refusal goes under the name field; everything else under the code. */
const NAME_PROBLEM = /\bname: (.*)$/;

/** At most BUYER_NAME_MAX (contracts), kept here so the form loads no contract code. */
const NAME_MAX = 60;

/**
 * Becoming a verified buyer: a US mobile number, then the 6-digit code texted to it. The consent
 * wording is shown and agreed to by sending (stored with the buyer, as for signups).
 */
export function BuyerVerificationForm({ purpose }: { purpose: string }) {
  const id = useId();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const start = useStartVerification();
  const confirm = useConfirmVerification();
  const sent = start.data;
  const problem = messageOf(confirm.error);
  const nameProblem = problem ? NAME_PROBLEM.exec(problem)?.[1] : undefined;

  if (!sent)
    return (
      <form
        className="grid gap-3"
        aria-label="Verify your phone"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(phoneNumber);
        }}
      >
        <p className="text-sm text-ink/75">Verify a US mobile number to {purpose}.</p>
        <LabelledInput
          id={`${id}-phone`}
          label="Mobile number"
          error={messageOf(start.error)}
          type="tel"
          autoComplete="tel-national"
          required
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
        />
        <p className="text-xs text-ink/70">{BUYER_TEXTS_CONSENT}</p>
        <button type="submit" disabled={start.isPending} className={buttonClass('solid', 'w-full')}>
          {start.isPending ? 'Sending code...' : 'Text me a code'}
        </button>
      </form>
    );

  return (
    <form
      className="grid gap-3"
      aria-label="Enter your code"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({
          verificationId: sent.verificationId,
          code: code.trim(),
          ...(name.trim() ? { name: name.trim() } : {}),
        });
      }}
    >
      <LabelledInput
        id={`${id}-code`}
        label={`Code texted to ${sent.sentTo}`}
        error={nameProblem ? undefined : problem}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <LabelledInput
        id={`${id}-name`}
        label="Your name (optional)"
        error={nameProblem}
        autoComplete="name"
        maxLength={NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <p className="-mt-1 text-xs text-ink/70">
        So the house knows who is bidding. Only Atelier sees it; left empty, the name on your first order is
        used.
      </p>
      <button type="submit" disabled={confirm.isPending} className={buttonClass('solid', 'w-full')}>
        {confirm.isPending ? 'Checking...' : 'Verify'}
      </button>
      <button type="button" onClick={() => start.reset()} className="text-xs underline underline-offset-4">
        Use another number
      </button>
    </form>
  );
}
