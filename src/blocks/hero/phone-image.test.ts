import { describe, expect, it } from 'vitest';
import { loadSite } from '../../site/engine';
import { repoRoot } from '../../../tests/unit/engine/variants-dir';
import { phoneCropOf, sourceOfPhoneCrop } from './phone-image';
import type { HeroProps } from './schema';

describe("the hero's phone picture", () => {
  it('is the middle 3:4 of a landscape photo at its full height, at an address of its own', () => {
    expect(phoneCropOf({ src: '/media/heroes/trip.jpg', width: 1600, height: 900 })).toEqual({ src: '/_phone/media/heroes/trip.jpg', width: 675, height: 900 });
    expect(phoneCropOf({ src: '/media/wide.webp', width: 2000, height: 600 })).toEqual({ src: '/_phone/media/wide.webp', width: 450, height: 600 });
  });

  it('is not made where a phone already shows the whole picture, or of a vector picture', () => {
    expect(phoneCropOf({ src: '/media/tall.jpg', width: 900, height: 1200 })).toBeUndefined();
    expect(phoneCropOf({ src: '/media/square-ish.png', width: 700, height: 900 })).toBeUndefined();
    expect(phoneCropOf({ src: '/media/logo.svg', width: 1600, height: 900 })).toBeUndefined();
  });

  it('maps its address back to the picture under public/, and no other address', () => {
    expect(sourceOfPhoneCrop('/_phone/media/heroes/trip.jpg')).toBe('/media/heroes/trip.jpg');
    expect(sourceOfPhoneCrop('/media/heroes/trip.jpg')).toBeUndefined();
    expect(sourceOfPhoneCrop('/_phone/media/../../secret.jpg')).toBeUndefined();
    expect(sourceOfPhoneCrop('/_phone/favicon.svg')).toBeUndefined();
    expect(sourceOfPhoneCrop('/_phonebook/a.jpg')).toBeUndefined();
  });

  it("is on every still hero of the site's pages, and not on a hero with a video, whose poster is the photo itself", () => {
    const { pages } = loadSite({ root: repoRoot });
    const heroOf = (route: string) => {
      const hero = pages.find((p) => p.data.route === route)?.data.blocks.find((b) => b.type === 'hero');
      if (hero?.type !== 'hero') throw new Error(`${route} has no hero`);
      return hero as unknown as HeroProps;
    };
    expect(heroOf('/subscription').image.phone).toEqual({ src: '/_phone/media/heroes/subscription.jpg', width: 675, height: 900 });
    expect(heroOf('/').video).toBeTruthy();
    expect(heroOf('/').image.phone).toBeUndefined();
  });
});
