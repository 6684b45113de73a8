import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { catalogSchema, englishPrices } from '../../engine/catalog';
import type { AuthorError } from '../../engine/errors';
import { fillPrices } from '../../engine/templates';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/** Each card of a batches or plans layout, as the text a visitor reads in it. */
const cards = (html: string) => html.split('data-slot="price-card"').slice(1);

describe('pricing block', () => {
  it('single: the big price, its monthly line, the checklist and the pay button', () => {
    const html = renderBlock(block, valid.single!);
    expect(html).toContain('<section id="pricing"');
    expect(html).toMatch(/<h2[^>]*>One Price, a Home Everywhere<\/h2>/);
    expect(html).toMatch(/<span class="[^"]*text-5xl[^"]*">\$6,500 \+ \$5,000<\/span>/);
    expect(html).toContain('About $65/month for installations');
    expect(
      textsOf(html, 'span').filter((t) => t?.startsWith('Unlimited') || t?.startsWith('Deposit') || t?.startsWith('Sign') || t?.startsWith('Visit')),
    ).toHaveLength(4);
    expect(html).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Pay Now<\/button>/);
    expect(html).toContain('Members pay their own electricity.');
    expectSectionLabelledByHeading(html);
  });

  it('batches: first, second, third in order, each with its price and its state from YAML', () => {
    const html = renderBlock(block, valid.batches!);
    expect(html).toContain('<section id="prices"');
    expect(textsOf(html, 'h3')).toEqual(['First batch', 'Second batch', 'Third batch']);
    const [first, second, third] = cards(html);
    expect(first).toContain('Sold out');
    expect(first).toContain('<s>$11,500</s>');
    expect(second).toContain('Available now');
    expect(second).toContain('>$22,500<');
    expect(second).toMatch(
      /<button[^>]*data-action="\{&quot;kind&quot;:&quot;pay&quot;,&quot;productId&quot;:&quot;batch-second&quot;\}"[^>]*>Secure Your Spot<\/button>/,
    );
    expect(third).toContain('Next batch');
    expect(third).toContain('>$34,500<');
    // Only the batch on sale can be bought.
    expect(html.match(/data-slot="button"/g)).toHaveLength(1);
  });

  it('plans: a card per plan with its price line, monthly line and its own pay button', () => {
    const html = renderBlock(block, valid.plans!);
    const [full, plan] = cards(html);
    expect(full).toContain('Pay in full');
    expect(full).toContain('$65,000');
    expect(full).not.toContain('/month');
    expect(full).toMatch(/productId&quot;:&quot;pool-villa&quot;\}"[^>]*>Pay Now<\/button>/);
    expect(plan).toContain('Most flexible');
    expect(plan).toContain('$150/month');
    expect(plan).toMatch(/productId&quot;:&quot;pool-villa-plan&quot;\}"[^>]*>Start Payment Plan<\/button>/);
  });

  it('shows prices the catalogue filled in: {price:…} templates inside any layout become the checkout amounts', () => {
    const catalog = catalogSchema.parse(parse(readFileSync(new URL('../../../variants/_shared/products.yaml', import.meta.url), 'utf8')));
    const page = {
      productId: 'founder-membership',
      blocks: [{ heading: 'H', layout: { ...valid.single!.layout, price: '{price}', monthly: '+ {price:founder-membership.monthly}/month' } }],
    };
    const errors: AuthorError[] = [];
    const filled = fillPrices(page, catalog, englishPrices, errors);
    expect(errors).toEqual([]);
    const html = renderBlock(block, filled.blocks[0]!);
    expect(html).toMatch(/text-5xl[^"]*">\$6,500<\/span>/);
    expect(html).toContain('+ $65/month');
  });

  it('shows the Spanish pay label', () => {
    expect(renderBlock(block, valid.spanish!, 'es')).toContain('>Pagar Ahora</button>');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
