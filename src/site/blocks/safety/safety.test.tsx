// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

function mount(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('safety block', () => {
  it('renders the safety-section anchor, heading and one button per card that opens the application dialog', () => {
    const root = mount(renderBlock(block, valid.twoCards!));
    expect(root.querySelector('section')?.id).toBe('safety-section');
    expect(root.querySelector('h2')?.textContent).toBe('Invest with Confidence');
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-action]')];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(JSON.parse(button.dataset.action!)).toEqual({ kind: 'apply' });
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('names each card button by its visible title, text and call to action', () => {
    const root = mount(renderBlock(block, valid.twoCards!));
    const button = root.querySelectorAll('button')[1]!;
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent).toBe('Visit Before You Invest Come and see the land yourself. Apply now→');
    expect(button.querySelector('[aria-hidden="true"]:not(svg)')?.textContent).toBe('→');
  });

  it('renders a scroll action as an anchor that works without JavaScript', () => {
    const root = mount(renderBlock(block, valid.scrollAction!, 'es'));
    expect(root.querySelector('button')).toBeNull();
    expect(root.querySelector('a')?.getAttribute('href')).toBe('#construction-section');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
