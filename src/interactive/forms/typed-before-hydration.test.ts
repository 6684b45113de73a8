// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form id="f">${html}</form>`;
  return document.getElementById('f') as HTMLFormElement;
}

afterEach(() => vi.restoreAllMocks());

describe('typedBeforeHydration', () => {
  it('returns what differs from the initial values, by control name', () => {
    const f = form(
      '<input name="name"><select name="region"><option value="US">US</option><option value="ES">ES</option></select><textarea name="note"></textarea>',
    );
    (f.elements.namedItem('name') as HTMLInputElement).value = 'Ada';
    (f.elements.namedItem('region') as HTMLSelectElement).value = 'ES';
    expect(typedBeforeHydration(f, { name: '', region: 'US', note: '' })).toEqual({ name: 'Ada', region: 'ES' });
  });

  it('says so when a value has no named control, instead of dropping early typing silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(typedBeforeHydration(form('<input id="member-email">'), { email: '' })).toEqual({});
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no control named "email"'));
  });
});
