import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the previous one', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First', description: 'one' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    act(() => void toast({ title: 'Second', description: 'two', variant: 'destructive' }));
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('renders the notifications region reachable with F8', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
