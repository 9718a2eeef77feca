import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { ShareMenu } from './share-menu';
import { shareText } from '@/lib/share-targets';

const props = {
  url: 'https://atelier.test/product/7',
  title: 'Tide Table by Mara Lind',
  text: shareText('Tide Table by Mara Lind', '4800.00'),
};

function renderMenu() {
  render(
    <>
      <ShareMenu {...props} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('share menu', () => {
  it('writes the share text with the price as money, or the title alone without a price', () => {
    expect(props.text).toBe('Tide Table by Mara Lind - $4,800');
    expect(shareText('Mesa by Ana Ruiz', '22000.00')).toBe('Mesa by Ana Ruiz - $22,000');
    expect(shareText('Mesa by Ana Ruiz', null)).toBe('Mesa by Ana Ruiz');
    expect(shareText('Mesa by Ana Ruiz', 'not a price')).toBe('Mesa by Ana Ruiz');
  });

  it('copies the link with its toast, or says the copy failed', async () => {
    const user = renderMenu();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByText('Product link copied to clipboard.')).toBeInTheDocument();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy link. Please try again.')).toBeInTheDocument();
  });

  it('opens the social networks in a 600x400 popup and links the messaging app and e-mail', async () => {
    const user = renderMenu();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share on X' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining(encodeURIComponent('Tide Table by Mara Lind - $4,800')),
      '_blank',
      expect.stringContaining('width=600,height=400'),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share on Facebook' }));
    expect(open).toHaveBeenLastCalledWith(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(props.url)}`,
      '_blank',
      expect.stringContaining('width=600,height=400'),
    );
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('link', { name: 'Share on WhatsApp' })).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
    expect(screen.getByRole('link', { name: 'Share via Email' }).getAttribute('href')).toMatch(
      /^mailto:\?subject=/,
    );
    // No device share sheet in this browser: no such entry.
    expect(screen.queryByRole('button', { name: 'Share via device' })).not.toBeInTheDocument();
  });

  it('uses the device share sheet with its toast; a cancelled share is silent', async () => {
    const share = vi.fn().mockResolvedValueOnce(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share via device' }));
    expect(share).toHaveBeenCalledWith(props);
    expect(await screen.findByText('Shared successfully')).toBeInTheDocument();
    expect(screen.getByText("Product shared via your device's share menu.")).toBeInTheDocument();

    share.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Share via device' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    expect(screen.getAllByText('Shared successfully')).toHaveLength(1);
  });

  it('shares a page given by its path as the absolute URL the visitor sees', async () => {
    render(<ShareMenu {...props} url="/product/7" />);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValueOnce();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/product/7`);
  });

  it('closes on Escape and on a tap outside', async () => {
    const user = renderMenu();
    const toggle = screen.getByRole('button', { name: 'Share' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
