import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';
import { withCatalogPrices } from '../with-catalog-prices';

const productsYaml = readFileSync(new URL('../../../variants/_shared/products.yaml', import.meta.url), 'utf8');

describe('feature-cards block', () => {
  it('shows the six family benefits in order, each with its text and a decorative icon', () => {
    const html = renderBlock(block, valid.family!);
    expect(html).toContain('<section id="family-benefits"');
    expect(textsOf(html, 'h2')).toEqual(['A Better Life for the Whole Family']);
    expect(textsOf(html, 'h3')).toEqual(['Affordable Childcare', 'On-Site Education', 'Recreation', 'Healthy Living', 'Safe Environment', 'More Family Time']);
    const texts = textsOf(html, 'p');
    for (const card of valid.family!.cards) expect(texts).toContain(card.text);
    const svgs = html.match(/<svg[^>]*>/g)!;
    expect(svgs).toHaveLength(6);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
  });

  it('shows a highlight only on the cards whose YAML has one ("$1/hour" on childcare)', () => {
    const html = renderBlock(block, valid.family!);
    expect(textsOf(html, 'span')).toContain('$1/hour');
    expect(html.match(/\$1\/hour/g)).toHaveLength(1);
  });

  it('fills highlight prices from the catalogue, never showing a template', () => {
    const html = renderBlock(block, withCatalogPrices(valid.whatYouGet!, productsYaml));
    const spans = textsOf(html, 'span');
    expect(spans).toContain('About $65/month');
    expect(spans).toContain('$6,500');
    expect(html).not.toContain('{price');
  });

  it('gives each button its action: pay for the family page, info and pay for What You Get', () => {
    expect(renderBlock(block, valid.family!)).toMatch(
      /<button[^>]*data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Join the Family Community<\/button>/,
    );
    const html = renderBlock(block, valid.whatYouGet!);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info</);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Secure Your Spot</);
  });

  it('shows photo cards with their alt text, sized and lazily loaded, and no buttons when the YAML has none', () => {
    const html = renderBlock(block, valid.photos!);
    expect(html).toMatch(/<img src="\/media\/destinations\/sumba.jpg" alt="Beach at the Sumba site" width="800" height="600" loading="lazy"/);
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('data-slot="button"');
  });

  it('puts cards on a dark ocean section with light text when the tone is dark', () => {
    const html = renderBlock(block, valid.whatYouGet!);
    expect(html).toMatch(/<section[^>]*class="[^"]*bg-ocean text-white/);
    expect(html).toMatch(/<h3 class="[^"]*text-white[^"]*">2 Houses<\/h3>/);
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.family!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
