// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountBlock } from '../testing';
import { block } from '.';
import { valid } from './fixtures';

/** The hero as a visitor's browser has it, prerendered with its behaviours running. */
async function mount() {
  const { container, stop } = await mountBlock(block, valid.worldCup!);
  stops.push(stop);
  return { container, video: () => container.querySelector('video') };
}
const stops: (() => void)[] = [];

describe('hero media', () => {
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
  });

  it('plays the muted video once over the still image, with the poster, webm first', async () => {
    const { container, video } = await mount();
    expect(video()!.defaultMuted).toBe(true);
    expect(video()!.autoplay).toBe(true);
    expect(video()!.loop).toBe(false);
    expect(video()!.getAttribute('poster')).toBe('/media/hero-home.jpg');
    expect([...video()!.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual(['video/webm', 'video/mp4']);
    expect(container.querySelector('img[src="/media/hero-home.jpg"]')).not.toBeNull();
  });

  it.each(['ended', 'error'])('gives way to the still image when the video fires %s', async (type) => {
    const { container, video } = await mount();
    video()!.dispatchEvent(new Event(type));
    expect(video()).toBeNull();
    expect(container.querySelector('img[src="/media/hero-home.jpg"]')).not.toBeNull();
  });

  it('gives way when the last source fails, but not when only the webm fails', async () => {
    const { video } = await mount();
    const [webm, mp4] = video()!.querySelectorAll('source');
    webm!.dispatchEvent(new Event('error'));
    expect(video()).not.toBeNull();
    mp4!.dispatchEvent(new Event('error'));
    expect(video()).toBeNull();
  });

  it('gives way at once when no source could load before the script ran (it runs after load)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'networkState', 'get').mockReturnValue(HTMLMediaElement.NETWORK_NO_SOURCE);
    const { video } = await mount();
    vi.restoreAllMocks();
    expect(video()).toBeNull();
  });

  it('gives way at once when the video had already ended before the script ran', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'ended', 'get').mockReturnValue(true);
    const { video } = await mount();
    vi.restoreAllMocks();
    expect(video()).toBeNull();
  });

  it('shows the still image at once for visitors who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { video } = await mount();
    expect(video()).toBeNull();
  });
});
