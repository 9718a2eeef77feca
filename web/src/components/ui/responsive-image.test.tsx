import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('renders a lazy image with srcset and sizes for demo renditions', () => {
    render(<ResponsiveImage imageRef="/demo/products/chair-960.webp" alt="Chair" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Chair' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toContain('/demo/products/chair-480.webp 480w');
  });

  it('shows a placeholder for a null reference and when the file fails to load', () => {
    const { rerender } = render(<ResponsiveImage imageRef={null} alt="Chair" />);
    expect(screen.getByRole('img', { name: 'Chair (image coming soon)' }).tagName).toBe('DIV');
    rerender(<ResponsiveImage imageRef="missing.jpg" alt="Chair" eager />);
    const img = screen.getByRole('img', { name: 'Chair' });
    expect(img).toHaveAttribute('src', '/uploads/missing.jpg');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Chair (image coming soon)' }).tagName).toBe('DIV');
  });

  it('keeps a decorative placeholder hidden from assistive technology', () => {
    const { container } = render(<ResponsiveImage imageRef={null} alt="" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
