// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flagSizes, RegionFlag } from './region-flag';

describe('RegionFlag', () => {
  afterEach(cleanup);

  it("is an image of the region's flag with its size written out, so nothing moves when it arrives", () => {
    const { container } = render(<RegionFlag region="BR" size="lg" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/flags/4x3/br.svg');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['32', '24']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    // Every size is the flags' own 4:3, so none is stretched.
    for (const { width, height } of Object.values(flagSizes)) expect(width / height).toBe(4 / 3);
  });

  it('lets a screen reader read the country once: the image is silent, the name is text', () => {
    render(
      <>
        <button type="button">
          <RegionFlag region="BR" name="sr-only" locale="es" />
        </button>
        <p data-testid="visible">
          <RegionFlag region="DE" name="visible" locale="en" />
        </p>
        <h3>
          <RegionFlag region="PT" />
          Portugal
        </h3>
      </>,
    );
    // alt="" makes the image presentational: no "image" in the tree, no name of its own.
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(screen.getByRole('button').textContent).toBe('Brasil');
    expect(screen.getByRole('button', { name: 'Brasil' })).toBeTruthy();
    expect(screen.getByTestId('visible').textContent).toBe('Germany');
    expect(screen.getByTestId('visible').querySelector('.sr-only')).toBeNull();
    // Beside a title that names the country, the flag adds nothing to it.
    expect(screen.getByRole('heading', { name: 'Portugal' })).toBeTruthy();
  });

  it('shows a globe of the same size, never a broken image, for a region without a flag', () => {
    for (const region of ['ZZ', 'br', undefined]) {
      const { container } = render(<RegionFlag region={region} size="md" name="sr-only" locale="en" />);
      expect(container.querySelector('img')).toBeNull();
      const placeholder = container.querySelector<HTMLElement>('[data-slot="region-flag-placeholder"]')!;
      expect([placeholder.style.width, placeholder.style.height]).toEqual(['24px', '18px']);
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
      cleanup();
    }
  });
});
