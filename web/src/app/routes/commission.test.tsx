import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';

describe('commission page', () => {
  it('names each missing field, focuses the first, sends nothing', async () => {
    const { calls } = mockApi({});
    renderRoute('/commission');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please choose a project type')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('an enquiry about a piece names it, links back to it, and starts the description with it', async () => {
    mockApi({});
    renderRoute('/commission?about=100&piece=Tide+Table&artist=Mara+Lind');
    expect(await screen.findByRole('heading', { name: 'Enquire about this piece' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About Tide Table by Mara Lind' })).toHaveAttribute(
      'href',
      '/product/100',
    );
    expect(screen.getByLabelText('Describe the piece')).toHaveValue(
      'About Tide Table by Mara Lind (/product/100): ',
    );
  });

  it('sends the request and confirms it', async () => {
    const { calls } = mockApi({
      'POST /api/custom-orders': {
        status: 201,
        body: {
          id: 1,
          name: 'Ada Park',
          email: 'ada@example.com',
          phone: '4155550188',
          projectType: 'dining',
          budget: '50k+',
          timeline: 'rush',
          description: 'A walnut dining table for ten people.',
          inspiration: null,
          location: 'Oakland, CA',
          status: 'unread',
          createdAt: '2026-11-20T15:30:00.000Z',
          updatedAt: '2026-11-20T15:30:00.000Z',
        },
      },
    });
    renderRoute('/commission');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Ada Park');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Phone'), '4155550188');
    await user.type(screen.getByLabelText('Location'), 'Oakland, CA');
    await user.selectOptions(screen.getByLabelText('Project type'), 'Custom Dining Table');
    await user.selectOptions(screen.getByLabelText('Budget'), '$50,000+');
    await user.selectOptions(screen.getByLabelText('Timeline'), 'Rush order');
    await user.type(screen.getByLabelText('Describe the piece'), 'A walnut dining table for ten people.');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('heading', { name: 'Thank you, Ada Park.' })).toBeInTheDocument();
    const body = JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body));
    expect(body).toMatchObject({
      projectType: 'dining',
      budget: '50k+',
      timeline: 'rush',
      inspiration: null,
    });
  });
});
