import { describe, expect, it } from 'vitest';
import { imageSources, resolveImageRef } from './image-ref';

describe('resolveImageRef', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://example.com/a.jpg', 'http://example.com/a.jpg'],
    ['/uploads/a.jpg', '/uploads/a.jpg'],
    ['/demo/artists/x.webp', '/demo/artists/x.webp'],
    ['chair.png', '/uploads/chair.png'],
  ])('%s -> %s', (ref, expected) => {
    expect(resolveImageRef(ref)).toBe(expected);
  });

  it('treats null and blank as no image', () => {
    expect(resolveImageRef(null)).toBeNull();
    expect(resolveImageRef('  ')).toBeNull();
    expect(imageSources(undefined)).toBeNull();
  });
});

describe('imageSources', () => {
  it('emits a three-width srcset for demo renditions', () => {
    expect(imageSources('/demo/artists/mara-lind-960.webp')).toEqual({
      src: '/demo/artists/mara-lind-960.webp',
      srcSet:
        '/demo/artists/mara-lind-480.webp 480w, /demo/artists/mara-lind-960.webp 960w, /demo/artists/mara-lind-1600.webp 1600w',
    });
  });

  it('leaves other images without a srcset', () => {
    expect(imageSources('photo-960.jpg')).toEqual({ src: '/uploads/photo-960.jpg' });
    expect(imageSources('/demo/a-961.webp')).toEqual({ src: '/demo/a-961.webp' });
  });
});
