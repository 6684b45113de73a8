// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountryCodeSelect } from './country-code-select';

function Picker({ initial = '', locale = 'en' }: { initial?: string; locale?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CountryCodeSelect aria-label="Country code" locale={locale} value={value} onValueChange={setValue} placeholder="Code" />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** The flag image inside an element, as the markup gives it. */
function flagOf(element: HTMLElement) {
  const img = element.querySelector('img');
  return img && { src: img.getAttribute('src'), alt: img.getAttribute('alt'), width: img.getAttribute('width'), height: img.getAttribute('height') };
}

const type = (element: HTMLElement, text: string) => {
  for (const key of text) fireEvent.keyDown(element, { key });
};

describe('country-code select', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the placeholder without a default, and flag image + code once a region is picked', () => {
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Country code' });
    expect(trigger.textContent).toBe('Code');
    expect(trigger.querySelector('img')).toBeNull();
    cleanup();
    render(<Picker initial="US" />);
    const picked = screen.getByRole('combobox', { name: 'Country code' });
    expect(picked.textContent).toBe('+1');
    expect(flagOf(picked)).toEqual({ src: '/flags/4x3/us.svg', alt: '', width: '20', height: '15' });
  });

  it('shows a flag image in every option, named only by its text', () => {
    render(<Picker locale="es" />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Country code' }));
    const option = screen.getByRole('option', { name: 'Alemania (+49)' });
    expect(flagOf(option)).toEqual({ src: '/flags/4x3/de.svg', alt: '', width: '20', height: '15' });
    expect(option.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getAllByRole('option').every((o) => o.querySelector('img[data-slot="region-flag"]'))).toBe(true);
  });

  it('types ahead by name; the typed letters are forgotten after 1 s (spec §9)', () => {
    vi.useFakeTimers();
    render(<Picker />);
    const trigger = screen.getByRole('combobox', { name: 'Country code' });
    type(trigger, 'united k');
    expect(screen.getByTestId('value').textContent).toBe('GB');
    act(() => vi.advanceTimersByTime(999));
    // Within the second it is one search, "united kg", which matches nothing: the choice stays
    // (a fresh "g" would have picked Gabon).
    type(trigger, 'g');
    expect(screen.getByTestId('value').textContent).toBe('GB');
    act(() => vi.advanceTimersByTime(1000));
    type(trigger, 'ger');
    expect(screen.getByTestId('value').textContent).toBe('DE');
  });

  it('keeps regions that share a code apart and names them in the page language', () => {
    vi.useFakeTimers();
    render(<Picker locale="es" />);
    const trigger = screen.getByRole('combobox', { name: 'Country code' });
    type(trigger, 'alemania');
    expect(screen.getByTestId('value').textContent).toBe('DE');
    act(() => vi.advanceTimersByTime(1000));
    type(trigger, 'guernsey');
    expect(screen.getByTestId('value').textContent).toBe('GG');
    expect(trigger.textContent).toBe('+44');
    expect(flagOf(trigger)?.src).toBe('/flags/4x3/gg.svg');
  });
});
