import { describe, expect, it } from 'vitest';
import { courseClassInputSchema, videoEmbed } from './courses.ts';

describe('videoEmbed', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['  https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://player.vimeo.com/video/76979871'],
  ])('embeds %s', (link, embedUrl) => {
    expect(videoEmbed(link)?.embedUrl).toBe(embedUrl);
  });

  it.each([
    '',
    'merhaba',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'ftp://vimeo.com/76979871',
    'https://user:pw@www.youtube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s', (link) => {
    expect(videoEmbed(link)).toBeNull();
  });
});

describe('courseClassInputSchema', () => {
  it('fills defaults and accepts a web link', () => {
    expect(courseClassInputSchema.parse({ title: 'Giriş', videoLink: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      title: 'Giriş',
      description: '',
      videoLink: 'https://youtu.be/dQw4w9WgXcQ',
    });
  });

  it('refuses a script link', () => {
    expect(courseClassInputSchema.safeParse({ title: 'x', videoLink: 'javascript:alert(1)' }).success).toBe(false);
  });
});
