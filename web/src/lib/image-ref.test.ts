import { describe, expect, it } from 'vitest';
import { deepZoomSource, imageSources, resolveImageRef } from './image-ref';

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

describe('deepZoomSource', () => {
  const id = '0f8c2d5e-1b7a-4c3d-9e6f-2a4b6c8d0e1f';
  it('an uploaded rendition, by path or bare name, has its manifest beside it', () => {
    expect(deepZoomSource(`/uploads/${id}-960.webp`)).toBe(`/uploads/${id}.dzi`);
    expect(deepZoomSource(`${id}-1600.webp`)).toBe(`/uploads/${id}.dzi`);
  });
  it('demo files, other sites, videos and nothing have none', () => {
    expect(deepZoomSource('/demo/products/meridian-dining-table-1-960.webp')).toBeNull();
    expect(deepZoomSource(`https://cdn.example.com/uploads/${id}-960.webp`)).toBeNull();
    expect(deepZoomSource(`/uploads/${id}.mp4`)).toBeNull();
    expect(deepZoomSource(null)).toBeNull();
  });
});
