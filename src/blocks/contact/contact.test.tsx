// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const fragment = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('contact block (prerendered)', () => {
  const html = renderBlock(block, valid.english!);
  const page = fragment(html);

  it('is a section named by its heading, with the intro and the form as an island', () => {
    expectSectionLabelledByHeading(html);
    expect(html).toMatch(/<h2[^>]*>Talk to Our Team<\/h2>/);
    expect(html).toContain('We answer every message within two business days.');
    expect(page.querySelector('[data-island="blocks/contact/contact"] form')).not.toBeNull();
  });

  it('labels every control, marks the required ones and says the phone is optional', () => {
    const labelOf = (id: string) => page.querySelector(`label[for="${id}"]`)?.textContent;
    expect(labelOf('contact-name')).toBe('Your name *');
    expect(labelOf('contact-email')).toBe('Email *');
    expect(labelOf('contact-phone')).toBe('Phone (optional)');
    expect(labelOf('contact-message')).toBe('How can we help? *');
    expect([...page.querySelectorAll('[required]')].map((control) => control.getAttribute('name'))).toEqual(['name', 'email', 'message']);
    expect(page.querySelector('#contact-phone')).toMatchObject({ type: 'tel', placeholder: '+1 555 123 4567', required: false });
    expect(page.querySelector('#contact-message')?.tagName).toBe('TEXTAREA');
    expect(page.querySelector('button[type="submit"]')?.textContent).toBe('Send Message');
  });

  it('names each control after its value (kept when typed before hydration) and cannot navigate before its code runs', () => {
    const form = page.querySelector('form')!;
    expect([...form.querySelectorAll('input, textarea')].map((control) => control.getAttribute('name'))).toEqual(['name', 'email', 'phone', 'message']);
    // method="dialog" outside a dialog never navigates: nothing typed can end up in an address.
    expect(form.getAttribute('method')).toBe('dialog');
    expect(form.noValidate).toBe(true);
    expect(page.querySelector('[role="status"]')?.textContent).toBe('');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe('');
  });

  it('prefixes the field ids with the anchor, so the Spanish block (#contacto) and its words are its own', () => {
    const spanish = fragment(renderBlock(block, valid.spanish!, 'es'));
    expect(spanish.querySelector('section')?.id).toBe('contacto');
    expect(spanish.querySelector('label[for="contacto-message"]')?.textContent).toBe('¿Cómo podemos ayudarte? *');
    expect(spanish.querySelector('button[type="submit"]')?.textContent).toBe('Enviar Mensaje');
  });

  it('defaults the anchor to "contact"', () => {
    expect(block.schema.parse(valid.english).anchor).toBe('contact');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
