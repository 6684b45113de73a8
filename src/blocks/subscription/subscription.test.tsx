import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../test-helpers';
import { renderBlock } from '../testing';
import { withCatalogPrices } from '../with-catalog-prices';
import { block } from '.';
import { invalid, valid } from './fixtures';

const productsYaml = readFileSync(new URL('../../../variants/_shared/products.yaml', import.meta.url), 'utf8');
const weekly = () => renderBlock(block, withCatalogPrices(valid.weekly!, productsYaml));

describe('subscription block', () => {
  it('shows the recurring price as the checkout charges it, interval included, and what one subscription covers', () => {
    const html = weekly();
    expect(html).toMatch(/<p class="[^"]*text-5xl[^"]*">\$0\.78\/week<\/p>/);
    expect(textsOf(html, 'p')).toContain('per house');
    expect(html).not.toContain('{price');
  });

  it('starts payment for the subscription product from its pay button', () => {
    expect(weekly()).toMatch(
      /<button[^>]*data-action="\{&quot;kind&quot;:&quot;pay&quot;,&quot;productId&quot;:&quot;house-subscription&quot;\}"[^>]*>Join Now<\/button>/,
    );
  });

  it('lists what the subscription includes, then the billing facts on the price card, in YAML order', () => {
    const html = weekly();
    const [promise, card] = html.split('data-slot="price-card"');
    expect(textsOf(promise!, 'span')).toEqual(valid.weekly!.included);
    expect(textsOf(card!, 'span')).toEqual(['Billed weekly', 'Cancel anytime']);
    expect(textsOf(promise!, 'h3')).toEqual(['What your subscription includes']);
    expect(card).toContain('Renews every week until you cancel.');
  });

  it('gives every billing fact a decorative icon, the default one where the YAML names none', () => {
    const card = weekly().split('data-slot="price-card"')[1]!;
    const icons = card.match(/<svg[^>]*>/g)!;
    expect(icons).toHaveLength(2);
    for (const svg of icons) expect(svg).toContain('aria-hidden="true"');
    expect(icons[0]).toContain('lucide-calendar');
    expect(icons[1]).toContain('lucide-badge-check');
  });

  it('is a named region at #subscription unless the YAML gives another anchor', () => {
    const html = weekly();
    expect(html).toContain('<section id="subscription"');
    expect(html).toMatch(/<h2[^>]*>A Month Here, a Month There<\/h2>/);
    expectSectionLabelledByHeading(html);
  });

  it('shows the Spanish price and pay label', () => {
    const html = renderBlock(block, valid.spanish!, 'es');
    expect(html).toContain('>$0.78/semana</p>');
    expect(html).toContain('>Pagar Ahora</button>');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
