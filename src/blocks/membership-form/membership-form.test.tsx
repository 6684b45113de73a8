import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('membership-form block', () => {
  it('prerenders the success heading and a form whose required fields are marked', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h1[^>]*>Payment Successful!<\/h1>/);
    expect(html).toContain('Complete Your Membership');
    expect(html).toContain('data-island="blocks/membership-form/membership-form"');
    for (const label of ['Full Name', 'Email Address', 'Phone Number']) expect(html).toMatch(new RegExp(`<label[^>]*>${label}(<!-- -->)? <span aria-hidden="true"[^>]*>\\*</span>`));
    expect(html.match(/<input[^>]*required=""/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Complete Membership<\/button>/);
  });

  it('preselects the YAML default calling code (+1 for the US, +34 for Spain)', () => {
    expect(renderBlock(block, valid.english!)).toMatch(/<option value="US" selected="">🇺🇸 \+1<\/option>/);
    expect(renderBlock(block, valid.spanish!, 'es')).toMatch(/<option value="ES" selected="">🇪🇸 \+34<\/option>/);
  });

  it('defaults to the spec: home after 3000 ms, +1', () => {
    const parsed = block.schema.parse(valid.english);
    expect(parsed).toMatchObject({ redirectTo: '/', redirectDelayMs: 3000, defaultCountry: 'US' });
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
