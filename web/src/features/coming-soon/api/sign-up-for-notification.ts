import { createElement } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';
import { apiRequest, ApiRequestError } from '@/lib/api-client';
import { apiRoute } from '@/lib/api-route';
import { toast } from '@/components/ui/use-toast';

/** With the consent wording the form showed and the page it was on: the service keeps both as the consent record. */
export const signUpForNotification = ({ id, phoneNumber }: { id: number; phoneNumber: string }) =>
  apiRequest(apiRoute('POST /api/coming-soon/:id/notify', { id }), {
    body: { phoneNumber, consentText: SMS_CONSENT_TEXT, sourcePage: window.location.pathname },
  });

/**
 * The spec's toasts (section 8). `failureText` differs by screen: the item page says
 * 'Failed to sign up for notifications', the collection card adds 'Please try again.'.
 */
export function useSignUpForNotification(failureText: string) {
  return useMutation({
    mutationFn: signUpForNotification,
    // Double opt-in: the shopper must know a confirmation text is coming, or they never get the alert.
    onSuccess: () =>
      toast({
        title: 'Success',
        description: createElement(
          'span',
          null,
          createElement('span', null, "You'll be notified when this item becomes available!"),
          ' ',
          createElement('span', null, 'Reply YES to the text we send you to confirm.'),
        ),
      }),
    onError: (error) => {
      const message = error instanceof ApiRequestError ? error.serverMessage : error.message;
      if (message.includes('already been registered')) {
        toast({
          title: 'Phone Number Already Registered',
          description: 'This phone number has already been registered for sneak peek notifications.',
          variant: 'destructive',
        });
        return;
      }
      // A server message a shopper can read is shown; a bare status (the 503 before the
      // notifications service exists) falls back to the spec's generic text.
      const readable = error instanceof ApiRequestError && error.status < 500 && error.body ? message : null;
      toast({ title: 'Error', description: readable ?? failureText, variant: 'destructive' });
    },
  });
}

/** Spec section 5: a blank number (after trimming) sends nothing and says so. */
export function blankPhoneToast() {
  toast({ title: 'Error', description: 'Please enter a phone number', variant: 'destructive' });
}
