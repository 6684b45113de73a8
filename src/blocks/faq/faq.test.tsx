// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

const items = block.schema.parse(valid.english).items;

/** The prerendered block in the document, as a browser without JavaScript has it. */
function page(input = valid.english!, locale: 'en' | 'es' = 'en') {
  document.body.innerHTML = renderBlock(block, input, locale);
  return [...document.querySelectorAll('details')];
}

describe('faq block', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('prerenders the heading, every question and every answer, all closed', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('id="faq"');
    expect(html).toMatch(/<h2[^>]*id="faq-title"[^>]*>Frequently Asked Questions<\/h2>/);
    const details = page();
    expect(details).toHaveLength(items.length);
    details.forEach((item, i) => {
      expect(item.open).toBe(false);
      expect(item.querySelector('summary')?.textContent).toBe(items[i]!.question);
      expect(item.querySelector(`#faq-q${i + 1}-answer`)?.textContent).toBe(items[i]!.answer);
    });
  });

  it('needs no script: one native exclusive group named after the anchor, questions as headings', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).not.toMatch(/data-island|data-behaviour|<script/);
    const details = page();
    // Same name: the browser closes the open answer when another opens.
    expect(details.map((item) => item.getAttribute('name'))).toEqual(items.map(() => 'faq'));
    expect(details.map((item) => item.querySelector('summary')?.id)).toEqual(['faq-q1', 'faq-q2', 'faq-q3']);
    expect([...document.querySelectorAll('summary h3')].map((h) => h.textContent)).toEqual(items.map((item) => item.question));
  });

  it('opens an answer when its question is activated, and closes it again', () => {
    const [first] = page();
    const summary = first!.querySelector('summary')!;
    summary.click();
    expect(first!.open).toBe(true);
    summary.click();
    expect(first!.open).toBe(false);
  });

  it('shows the Spanish title and uses the anchor from YAML for the group and the ids', () => {
    const html = renderBlock(block, valid.spanish!, 'es');
    expect(html).toContain('Preguntas Frecuentes (FAQ)');
    expect(html).toContain('id="preguntas"');
    const details = page(valid.spanish!, 'es');
    expect(details.map((item) => item.getAttribute('name'))).toEqual(['preguntas', 'preguntas']);
    expect(details[0]!.querySelector('summary')?.id).toBe('preguntas-q1');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
