import { useId, useRef, useState, type FormEvent } from 'react';
import {
  apiErrorSchema,
  BUDGETS,
  type CustomOrderInput,
  customOrderInputSchema,
  PROJECT_TYPES,
  TIMELINES,
} from '@atelier/contracts';
import { buttonClass } from '@/components/ui/button-styles';
import { ApiRequestError } from '@/lib/api-client';
import { useSubmitCustomOrder } from '../api/submit-custom-order';
import { CommissionField, fieldInputClass } from './commission-field';

type Fields = Required<{ [K in keyof CustomOrderInput]: string }>;
type Errors = Partial<Record<keyof Fields, string>>;

const empty: Fields = {
  name: '',
  email: '',
  phone: '',
  location: '',
  projectType: '',
  budget: '',
  timeline: '',
  description: '',
  inspiration: '',
};

const order: (keyof Fields)[] = Object.keys(empty) as (keyof Fields)[];

/** Per-field messages from the shared schema (the same one the service enforces), or from a 400's issues. */
function errorsOf(issues: { path: PropertyKey[] | string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const field = (Array.isArray(issue.path) ? issue.path[0] : issue.path.split('.')[0]) as keyof Fields;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The 'Commission a piece' form: clear per-field errors, focus on the first one, then a confirmation. */
export function CommissionForm({
  onSubmitted,
  initialDescription = '',
}: {
  onSubmitted: (name: string) => void;
  /** A start for the description (the piece a shopper wants something like). */
  initialDescription?: string;
}) {
  const [fields, setFields] = useState<Fields>({ ...empty, description: initialDescription });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const submit = useSubmitCustomOrder();
  const formRef = useRef<HTMLFormElement>(null);
  const prefix = useId();
  const id = (field: keyof Fields) => `${prefix}-${field}`;

  const focusFirst = (found: Errors) => {
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(id(first))}`)?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = customOrderInputSchema.safeParse(fields);
    if (!parsed.success) {
      const found = errorsOf(parsed.error.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: (created) => onSubmitted(created.name),
      onError: (error) => {
        const body = error instanceof ApiRequestError ? apiErrorSchema.safeParse(safeJson(error.body)) : null;
        if (body?.success && body.data.issues?.length) {
          const found = errorsOf(body.data.issues);
          setErrors(found);
          focusFirst(found);
        } else
          setFormError(
            error instanceof ApiRequestError && error.status === 429
              ? 'Too many requests from this address. Please wait a minute and try again.'
              : 'Your request could not be sent. Please try again in a moment.',
          );
      },
    });
  };

  const bind = (field: keyof Fields) => ({
    id: id(field),
    name: field,
    value: fields[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [field]: event.target.value })),
    className: fieldInputClass,
  });

  const choice = (
    field: 'projectType' | 'budget' | 'timeline',
    options: readonly { value: string; label: string }[],
  ) => (
    <select {...bind(field)}>
      <option value="">Choose...</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-6 sm:grid-cols-2">
      <CommissionField id={id('name')} label="Name" error={errors.name}>
        <input {...bind('name')} autoComplete="name" />
      </CommissionField>
      <CommissionField id={id('email')} label="Email" error={errors.email}>
        <input {...bind('email')} type="email" autoComplete="email" />
      </CommissionField>
      <CommissionField id={id('phone')} label="Phone" error={errors.phone}>
        <input {...bind('phone')} type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
      </CommissionField>
      <CommissionField id={id('location')} label="Location" error={errors.location}>
        <input {...bind('location')} autoComplete="address-level2" placeholder="City, State" />
      </CommissionField>
      <CommissionField id={id('projectType')} label="Project type" error={errors.projectType}>
        {choice('projectType', PROJECT_TYPES)}
      </CommissionField>
      <CommissionField id={id('budget')} label="Budget" error={errors.budget}>
        {choice('budget', BUDGETS)}
      </CommissionField>
      <CommissionField id={id('timeline')} label="Timeline" error={errors.timeline}>
        {choice('timeline', TIMELINES)}
      </CommissionField>
      <div className="sm:col-span-2">
        <CommissionField id={id('description')} label="Describe the piece" error={errors.description}>
          <textarea
            {...bind('description')}
            rows={6}
            placeholder="Size, materials, the room it will live in..."
          />
        </CommissionField>
      </div>
      <div className="sm:col-span-2">
        <CommissionField
          id={id('inspiration')}
          label="Inspiration and references"
          error={errors.inspiration}
          optional
        >
          <textarea {...bind('inspiration')} rows={3} placeholder="Links, artists or pieces you love" />
        </CommissionField>
      </div>
      {formError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={submit.isPending}
          className={buttonClass('solid', 'w-full sm:w-auto')}
        >
          {submit.isPending ? 'Sending...' : 'Send Request'}
        </button>
      </div>
    </form>
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
