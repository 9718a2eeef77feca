import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SMS_CONSENT_TEXT } from '@atelier/contracts/sms-consent-text';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

const housePages = [
  { link: 'Shipping & Delivery', path: '/shipping', section: 'Inspection on delivery' },
  { link: 'Returns', path: '/returns', section: '14 days to decide' },
  { link: 'FAQ', path: '/faq', section: null },
  { link: 'Privacy Policy', path: '/privacy', section: 'Text message alerts' },
  { link: 'Terms & Conditions', path: '/terms', section: 'Text alert programme' },
];

const footer = () => within(screen.getByRole('navigation', { name: 'The house' }));

describe('the house pages', () => {
  it.each(housePages)('the footer links to $link, which has its title and description', async (page) => {
    mockApi({});
    const { router } = renderRoute('/no-such-page');
    await userEvent.setup().click(footer().getByRole('link', { name: page.link }));
    await waitFor(() => expect(router.state.location.pathname).toBe(page.path));
    expect(await screen.findByRole('heading', { level: 1, name: page.link })).toBeInTheDocument();
    if (page.section)
      expect(screen.getByRole('heading', { level: 2, name: page.section })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${page.link} | Atelier`));
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')?.length).toBeGreaterThan(60);
    // Every other house page is one link away, without the footer.
    const more = within(screen.getByRole('navigation', { name: 'More from the house' }));
    expect(more.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      housePages.filter((other) => other.path !== page.path).map((other) => other.path),
    );
  });

  it('the privacy policy says what a text signup stores, double opt-in, frequency, rates, STOP and HELP', async () => {
    mockApi({});
    renderRoute('/privacy');
    const section = within(
      (await screen.findByRole('heading', { name: 'Text message alerts' })).closest('section')!,
    );
    for (const stored of [
      'your phone number',
      'the date and time you signed up',
      'the page you signed up on',
    ])
      expect(section.getByText(new RegExp(stored))).toBeInTheDocument();
    expect(section.getByText(/internet \(IP\) address/)).toBeInTheDocument();
    // The consent wording quoted is the one the forms show and the service stores.
    expect(
      section.getByText(new RegExp(SMS_CONSENT_TEXT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))),
    ).toBeInTheDocument();
    const text = section.getByText(/reply YES/).closest('section')!.textContent!;
    expect(text).toMatch(/Double opt-in\./);
    expect(text).toMatch(/within 48 hours is deleted/);
    expect(text).toMatch(/Message frequency varies/);
    expect(text).toMatch(/Msg & data rates may apply\./);
    expect(text).toMatch(/Reply STOP at any time/);
    expect(text).toMatch(/Reply HELP for help/);
    expect(text).toMatch(/opt-in data and consent are not shared with any third party/);
  });

  // Native <details>: the browser opens it from the keyboard too (the e2e test presses Enter).
  it('a FAQ answer opens from its question and links on', async () => {
    mockApi({});
    renderRoute('/faq');
    const question = await screen.findByText('Can I return a piece?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.setup().click(question);
    await waitFor(() => expect(details.open).toBe(true));
    expect(within(details).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
  });
});
