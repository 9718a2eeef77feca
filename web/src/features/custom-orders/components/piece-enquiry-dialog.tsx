import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { apiErrorSchema, PIECE_ENQUIRY_MESSAGE_MAX, pieceEnquiryInputSchema } from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useAskAboutPiece } from '../api/ask-about-piece';
import { CommissionField, fieldInputClass } from './commission-field';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;
const ORDER: Field[] = ['name', 'email', 'message'];

function errorsOf(issues: { path: PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? issue.path[0] : issue.path.split('.')[0]) as Field;
    if (ORDER.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

const parsedError = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return null;
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(error.body));
    return body.success ? body.data : null;
  } catch {
    return null;
  }
};

/**
 * The short question about one piece (name, email, message), not the commission form: checked with
 * the service's own schema, each problem under its field and the first one focused; once sent, a
 * thank-you that takes the focus. Esc or Close returns the focus to the button that opened it.
 */
export function PieceEnquiryDialog({
  productId,
  pieceName,
  onClose,
  returnFocusTo,
}: {
  productId: number;
  pieceName: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const [fields, setFields] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentBy, setSentBy] = useState<string | null>(null);
  const ask = useAskAboutPiece();
  const formRef = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // Once sent, the thank-you takes the focus (the form it replaced had it), as soon as it is there.
  useEffect(() => {
    if (sentBy) thanks.current?.focus();
  }, [sentBy]);
  const prefix = useId();
  const id = (field: Field) => `${prefix}-${field}`;

  const show = (found: Errors) => {
    setErrors(found);
    const first = ORDER.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = pieceEnquiryInputSchema.safeParse({ ...fields, pieceName });
    if (!parsed.success) return show(errorsOf(parsed.error.issues));
    setErrors({});
    ask.mutate(
      { productId, question: parsed.data },
      {
        onSuccess: () => setSentBy(parsed.data.name),
        onError: (error) => {
          const body = parsedError(error);
          const found = body?.issues?.length ? errorsOf(body.issues) : {};
          if (Object.keys(found).length > 0) return show(found);
          setFormError(
            error instanceof ApiRequestError && error.status === 429
              ? 'Too many requests from this address. Please wait a minute and try again.'
              : (body?.message ?? 'Your question could not be sent. Please try again in a moment.'),
          );
        },
      },
    );
  };

  const bind = (field: Field) => ({
    id: id(field),
    name: field,
    value: fields[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      setFields((current) => ({ ...current, [field]: event.target.value }));
      // A problem once fixed is no longer said.
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    className: fieldInputClass,
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-paper p-5 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-3xl">Ask about this piece</Dialog.Title>
            <Dialog.Close aria-label="Close" className="-m-1 p-1 hover:text-brass-700">
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink/75">
            About <strong className="font-medium text-ink">{pieceName}</strong>. The studio answers by email
            within a few days.
          </Dialog.Description>
          {sentBy ? (
            <div role="status" className="mt-6">
              <h3 ref={thanks} tabIndex={-1} className="font-display text-2xl focus:outline-none">
                Thank you, {sentBy}.
              </h3>
              <p className="mt-2 text-ink/75">Your question has reached the studio.</p>
              <Dialog.Close className={buttonClass('outline', 'mt-6')}>Back to the piece</Dialog.Close>
            </div>
          ) : (
            <form ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 grid gap-5">
              <CommissionField id={id('name')} label="Name" error={errors.name}>
                <input {...bind('name')} autoComplete="name" />
              </CommissionField>
              <CommissionField id={id('email')} label="Email" error={errors.email}>
                <input {...bind('email')} type="email" autoComplete="email" />
              </CommissionField>
              <CommissionField id={id('message')} label="Your question" error={errors.message}>
                <textarea
                  {...bind('message')}
                  rows={5}
                  maxLength={PIECE_ENQUIRY_MESSAGE_MAX}
                  placeholder="Its making, its care, delivery to your home..."
                />
              </CommissionField>
              <p className="-mt-3 text-right text-xs text-ink/60 tabular-nums">
                {fields.message.length} / {PIECE_ENQUIRY_MESSAGE_MAX}
              </p>
              {formError && (
                <p role="alert" className="text-sm text-red-700">
                  {formError}
                </p>
              )}
              <button type="submit" disabled={ask.isPending} className={buttonClass('solid', 'w-full')}>
                {ask.isPending ? 'Sending...' : 'Send question'}
              </button>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
