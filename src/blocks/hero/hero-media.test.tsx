// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HeroMedia from './hero-media.island';

const props = { webm: '/media/hero-home.webm', mp4: '/media/hero-home.mp4', poster: '/media/hero-home.jpg', width: 1280, height: 720 };

describe('hero media island', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('plays the muted video with the poster, webm first', () => {
    const { container } = render(<HeroMedia {...props} />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('poster')).toBe('/media/hero-home.jpg');
    expect([...video.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
  });

  it.each(['ended', 'error'])('gives way to the still image when the video fires %s', (type) => {
    const { container } = render(<HeroMedia {...props} />);
    act(() => {
      container.querySelector('video')!.dispatchEvent(new Event(type));
    });
    expect(container.querySelector('video')).toBeNull();
  });

  it('gives way when the last source fails, but not when only the webm fails', () => {
    const { container } = render(<HeroMedia {...props} />);
    const [webm, mp4] = container.querySelectorAll('source');
    act(() => {
      webm!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('video')).not.toBeNull();
    act(() => {
      mp4!.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('video')).toBeNull();
  });

  it('shows the still image at once for visitors who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { container } = render(<HeroMedia {...props} />);
    expect(container.querySelector('video')).toBeNull();
  });
});
