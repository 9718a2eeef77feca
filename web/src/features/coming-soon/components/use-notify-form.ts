import { useId, useState, type FormEvent } from 'react';
import { blankPhoneToast, useSignUpForNotification } from '../api/sign-up-for-notification';

/**
 * The notify-me form's state, the same on the item page and on the collection page's cards: closed
 * until asked for, a trimmed phone number (a blank one sends nothing and says so), then cleared and
 * closed once the sign-up worked. `failureText` is the screen's own wording of the spec's error.
 */
export function useNotifyForm(itemId: number, failureText: string) {
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState('');
  const signUp = useSignUpForNotification(failureText);
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = phone.trim();
    if (!phoneNumber) return blankPhoneToast();
    signUp.mutate(
      { id: itemId, phoneNumber },
      {
        onSuccess: () => {
          setPhone('');
          setOpen(false);
        },
      },
    );
  };

  return {
    open,
    setOpen,
    onSubmit,
    pending: signUp.isPending,
    /** The phone input's props: its id (the label points at it), value and consent note. */
    input: {
      id: inputId,
      type: 'tel',
      autoComplete: 'tel',
      value: phone,
      onChange: (event: { target: { value: string } }) => setPhone(event.target.value),
      'aria-describedby': `${inputId}-consent`,
      autoFocus: true,
    },
    consentId: `${inputId}-consent`,
  };
}
