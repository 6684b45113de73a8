// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import FaqAccordion from './faq-accordion.island';
import { invalid, valid } from './fixtures';

const items = block.schema.parse(valid.english).items;

describe('faq block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prerenders the heading, every question and every answer, answers hidden until opened', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toContain('id="faq"');
    expect(html).toMatch(/<h2[^>]*id="faq-title"[^>]*>Frequently Asked Questions<\/h2>/);
    for (const item of items) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer.replace(/'/g, '&#x27;'));
    }
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(items.length);
    expect(html).toContain('data-island="blocks/faq/faq-accordion"');
  });

  it('shows the Spanish title and uses the anchor from YAML', () => {
    const html = renderBlock(block, valid.spanish!, 'es');
    expect(html).toContain('Preguntas Frecuentes (FAQ)');
    expect(html).toContain('id="preguntas"');
    expect(html).toContain('id="preguntas-q1"');
  });

  it('keeps one answer open at a time and closes it again on a second click', () => {
    render(<FaqAccordion idPrefix="faq" items={items} />);
    const [first, second] = screen.getAllByRole('button');
    expect(first!.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(first!);
    expect(screen.getByRole('region', { name: items[0]!.question }).textContent).toBe(items[0]!.answer);
    expect(first!.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(second!);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: items[1]!.question })).toBeTruthy();
    expect(first!.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(second!);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(document.getElementById('faq-q2-answer')?.textContent).toBe(items[1]!.answer);
  });

  it('hydrates the prerendered HTML without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqAccordion idPrefix="faq" items={items} />);
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <FaqAccordion idPrefix="faq" items={items} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    const trigger = container.querySelector<HTMLButtonElement>('#faq-q3')!;
    await act(async () => trigger.click());
    expect(container.querySelector('#faq-q3-answer')?.hasAttribute('hidden')).toBe(false);
    container.remove();
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
