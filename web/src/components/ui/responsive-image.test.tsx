import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, STOCK_PLACEHOLDER_SRC } from './responsive-image';

describe('ResponsiveImage', () => {
  it('renders a lazy image with srcset and sizes for demo renditions', () => {
    render(<ResponsiveImage imageRef="/demo/products/chair-960.webp" alt="Chair" sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Chair' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img.getAttribute('srcset')).toContain('/demo/products/chair-480.webp 480w');
  });

  it('shows the stock placeholder for a null reference and when the file fails to load', () => {
    const { rerender } = render(<ResponsiveImage imageRef={null} alt="Chair" />);
    expect(screen.getByRole('img', { name: 'Chair' })).toHaveAttribute('src', STOCK_PLACEHOLDER_SRC);
    rerender(<ResponsiveImage imageRef="missing.jpg" alt="Chair" eager />);
    const img = screen.getByRole('img', { name: 'Chair' });
    expect(img).toHaveAttribute('src', '/uploads/missing.jpg');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Chair' })).toHaveAttribute('src', STOCK_PLACEHOLDER_SRC);
    expect(screen.getByRole('img', { name: 'Chair' })).not.toHaveAttribute('srcset');
  });

  it('keeps a decorative placeholder decorative', () => {
    render(<ResponsiveImage imageRef={null} alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
