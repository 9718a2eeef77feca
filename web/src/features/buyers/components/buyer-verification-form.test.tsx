import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type RecordedCall } from '@/testing/mock-api';
import { BuyerVerificationForm } from './buyer-verification-form';

const started = {
  verificationId: '5b1c9a3e-2f4d-4a6b-8c7d-9e0f1a2b3c4d',
  expiresAt: '2026-11-28T12:10:00.000Z',
  sentTo: '•••• 0142',
};
const buyer = {
  buyerId: '0f0e0d0c-1111-4222-8333-944455556666',
  phoneLast4: '0142',
  verifiedAt: '2026-11-28T12:00:00.000Z',
  textsStopped: false,
};

async function toTheCode() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BuyerVerificationForm purpose="bid" />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Mobile number'), '(212) 555-0142');
  await user.click(screen.getByRole('button', { name: 'Text me a code' }));
  return { user, form: await screen.findByRole('form', { name: 'Enter your code' }) };
}

describe('buyer verification', () => {
  it('sends the name, if given, with the code (asked once, optional)', async () => {
    const { calls } = mockApi({
      'POST /api/buyers/verification': { status: 201, body: started },
      'POST /api/buyers/verification/confirm': { body: buyer },
    });
    const { user, form } = await toTheCode();
    await user.type(within(form).getByLabelText(/Code texted to/), '123456');
    await user.type(within(form).getByLabelText(/^Your name \(optional\)/), '  Ines Holm ');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    const confirm = await waitForPost(calls, '/api/buyers/verification/confirm');
    expect(JSON.parse(String(confirm.init?.body))).toEqual({
      verificationId: started.verificationId,
      code: '123456',
      name: 'Ines Holm',
    });
  });

  it('leaves the name out when empty, and shows a refused name under its field', async () => {
    const { calls } = mockApi({
      'POST /api/buyers/verification': { status: 201, body: started },
      'POST /api/buyers/verification/confirm': (init) =>
        JSON.parse(String(init?.body)).name
          ? {
              status: 400,
              body: {
                statusCode: 400,
                error: 'Bad Request',
                message:
                  'Invalid request body: name: name may hold letters, spaces, apostrophes, hyphens and dots, starting with a letter',
              },
            }
          : { body: buyer },
    });
    const { user, form } = await toTheCode();
    await user.type(within(form).getByLabelText(/Code texted to/), '123456');
    await user.type(within(form).getByLabelText(/^Your name \(optional\)/), 'R2-D2');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    const name = within(form).getByLabelText(/^Your name \(optional\)/);
    expect(await within(form).findByText(/name may hold letters/)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Code texted to/)).not.toHaveAttribute('aria-invalid');

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    const sent = await waitForPost(calls, '/api/buyers/verification/confirm', 2);
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      verificationId: started.verificationId,
      code: '123456',
    });
  });
});

/** The nth POST to the path, once it was sent. */
function waitForPost(calls: RecordedCall[], path: string, nth = 1): Promise<RecordedCall> {
  return vi.waitFor(() => {
    const matching = calls.filter((c) => c.method === 'POST' && c.path === path);
    if (matching.length < nth) throw new Error(`no call ${nth} to ${path} yet`);
    return matching[nth - 1]!;
  });
}
