import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl } from './youtube';

const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  ])('turns %s into the privacy-enhanced embed', (url) => {
    expect(youtubeEmbedUrl(url)).toBe(embed);
  });

  it.each([
    null,
    '',
    'not a url',
    'https://vimeo.com/123',
    'https://www.youtube.com/watch',
    'https://youtu.be/',
  ])('refuses %s', (url) => {
    expect(youtubeEmbedUrl(url)).toBeNull();
  });

  it('accepts only 11-character ids under the coming-soon rule', () => {
    expect(youtubeEmbedUrl('https://youtu.be/short', 'exactly-11')).toBeNull();
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQx', 'exactly-11')).toBeNull();
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ', 'exactly-11')).toBe(embed);
    expect(youtubeEmbedUrl('https://youtu.be/short')).toBe('https://www.youtube-nocookie.com/embed/short');
  });
});
