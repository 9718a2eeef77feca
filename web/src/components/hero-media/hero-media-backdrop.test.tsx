import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render-route';
import { HeroMediaLayer } from './hero-media-backdrop';

const heroMedia = (over: Record<string, unknown>) => ({
  id: 1,
  title: 'Workshop',
  mediaUrl: '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a.mp4',
  mediaType: 'video',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('hero media behind the heroes', () => {
  it('plays the active home video muted and looping behind the headline', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    mockApi({ 'GET /api/hero-media/active': { body: heroMedia({}) } });
    const { container } = renderRoute('/');
    expect(screen.getByRole('heading', { name: 'Furniture as Art. One of a Kind.' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => container.querySelector('video')).not.toBeNull();
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    // Started once mounted, not by an autoPlay attribute the server-rendered HTML could not get right.
    await expect.poll(() => play.mock.contexts).toContain(video);
    play.mockRestore();
  });

  it('shows the story image with its srcset, and nothing when none is active', async () => {
    mockApi({
      'GET /api/story-hero-media/active': {
        body: heroMedia({
          mediaType: 'image',
          mediaUrl: '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a-960.webp',
        }),
      },
    });
    const { container } = renderRoute('/story');
    await expect.poll(() => container.querySelector('section img')).not.toBeNull();
    expect(container.querySelector('section img')?.getAttribute('srcset')).toContain('-1600.webp 1600w');

    mockApi({ 'GET /api/hero-media/active': { body: null } });
    const home = renderRoute('/');
    await screen.findAllByRole('heading', { name: 'Furniture as Art. One of a Kind.' });
    expect(home.container.querySelector('video, section img')).toBeNull();
  });

  it('shows media that came with the page at once, and fades in media added after hydration', () => {
    const image = '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a-960.webp';
    delete document.documentElement.dataset.hydrated;
    const withPage = render(<HeroMediaLayer mediaUrl={image} mediaType="image" />);
    expect(withPage.container.querySelector('img')).toHaveClass('opacity-100');
    withPage.unmount();

    document.documentElement.dataset.hydrated = '';
    const later = render(<HeroMediaLayer mediaUrl={image} mediaType="image" />);
    expect(later.container.querySelector('img')).toHaveClass('opacity-0');
    later.unmount();
    delete document.documentElement.dataset.hydrated;
  });
});
