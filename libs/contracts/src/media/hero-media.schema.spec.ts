import assert from 'node:assert/strict';
import { test } from 'node:test';
import { heroMediaInputSchema } from './hero-media.schema.js';

const withUrl = (mediaUrl: string) =>
  heroMediaInputSchema.safeParse({ title: 'Hero', mediaUrl, mediaType: 'image' });

test('hero media may be an upload, an image the web app ships (the demo heroes) or an http(s) URL', () => {
  for (const url of [
    '/uploads/0b6f3c1e-8d2a-4c55-9a61-2f4e5d6c7b8a-960.webp',
    '/demo/heroes/home-960.webp',
    'https://cdn.example.com/hero.mp4',
  ])
    assert.equal(withUrl(url).success, true, url);
});

test('anything else is refused: other paths, scripts, data, climbing out of the folder', () => {
  for (const url of [
    '/assets/index.js',
    'demo/heroes/home-960.webp',
    '/demo/../admin',
    '/uploads/../../etc/passwd',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/demo/heroes/home 960.webp',
  ])
    assert.equal(withUrl(url).success, false, url);
});
