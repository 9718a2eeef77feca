import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';
import { SmsConsentNote } from './sms-consent-note';

describe('SMS consent note', () => {
  it('shows the stored consent wording word for word, then links to the privacy policy and terms', () => {
    render(
      <MemoryRouter>
        <SmsConsentNote id="consent" />
      </MemoryRouter>,
    );
    expect(screen.getByText(SMS_CONSENT_TEXT)).toBeInTheDocument();
    expect(document.getElementById('consent')!.textContent).toBe(
      `${SMS_CONSENT_TEXT} Privacy Policy · Terms`,
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy#text-messages',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms#text-alerts');
  });
});
