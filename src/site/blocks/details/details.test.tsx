import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';
import { withCatalogPrices } from '../../../blocks/with-catalog-prices';

const productsYaml = readFileSync(new URL('../../../../variants/_shared/products.yaml', import.meta.url), 'utf8');

describe('details block', () => {
  it('lists the mansion features with decorative icons', () => {
    const html = renderBlock(block, withCatalogPrices(valid.mansion!, productsYaml));
    expect(html).toContain('<section id="mansion-details"');
    expect(html).toMatch(/<h2[^>]*>Beachfront Living, Fully Taken Care Of<\/h2>/);
    for (const label of ['7 bedrooms', 'Private pool', 'Tennis court', 'Tropical gardens', '24/7 security', 'Full maintenance']) {
      expect(html).toContain(`>${label}</span>`);
    }
    expect(html.match(/<svg[^>]*aria-hidden="true"/g)).toHaveLength(6);
  });

  it('shows the catalogue prices as label/value pairs: $365,000 one-time and $500 a month', () => {
    const html = renderBlock(block, withCatalogPrices(valid.mansion!, productsYaml));
    expect(html).toMatch(/<dt[^>]*>One-time price<\/dt><dd[^>]*>\$365,000<\/dd>/);
    expect(html).toMatch(/<dt[^>]*>Monthly maintenance<\/dt><dd[^>]*>\$500<\/dd>/);
    expect(html).toContain('Yours outright, no hidden fees');
    expect(html).not.toContain('{price');
  });

  it('shows the photo lazily with its size, and the buttons', () => {
    const html = renderBlock(block, withCatalogPrices(valid.mansion!, productsYaml));
    expect(html).toMatch(
      /<img src="\/media\/destinations\/sumba.jpg" alt="The beach in front of the mansion" width="800" height="600" loading="lazy" decoding="async"/,
    );
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Pay Now</);
    expect(html).toMatch(/data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info</);
  });

  it('drops the photo and the price card when the YAML has neither', () => {
    const html = renderBlock(block, valid.featuresOnly!);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<dl');
    expect(html).toContain('Fast wifi');
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, withCatalogPrices(valid.mansion!, productsYaml)));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
