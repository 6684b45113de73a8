import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('membership-form block', () => {
  it('prerenders the success heading and a form whose required fields are marked', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h1[^>]*><span data-session="named">Payment Successful!<\/span>/);
    expect(html).toMatch(/<form[^>]*novalidate=""/i);
    expect(html).toContain('Complete Your Membership');
    expect(html).toContain('data-island="site/blocks/membership-form/membership-form"');
    for (const label of ['Full Name', 'Email Address', 'Phone Number'])
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}(<!-- -->)? <span aria-hidden="true"[^>]*>\\*</span>`));
    expect(html.match(/<input[^>]*required=""/g)).toHaveLength(3);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Complete Membership<\/button>/);
  });

  it('preselects the YAML default calling code (+1 for the US, +34 for Spain)', () => {
    expect(renderBlock(block, valid.english!)).toMatch(/<option value="US" selected="">\+1 United States<\/option>/);
    expect(renderBlock(block, valid.spanish!, 'es')).toMatch(/<option value="ES" selected="">\+34 España<\/option>/);
  });

  it('prerenders every calling code, named in the page language, so one can be picked before the code loads (was: only the default)', () => {
    const html = renderBlock(block, valid.spanish!, 'es');
    expect(html.match(/<option /g)!.length).toBeGreaterThan(200);
    expect(html).toContain('<option value="DE">+49 Alemania</option>');
    expect(html).toContain('<option value="US">+1 Estados Unidos</option>');
  });

  it('prerenders no visible success: the heading and tick wait for the script to see ?session_id= (was: "Payment Successful!" for anyone)', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(
      /<h1 data-until-session="" class="[^"]*\binvisible\b[^"]*"><span data-session="named">Payment Successful!<\/span><span data-session="missing">Your membership starts with a payment<\/span><\/h1>/,
    );
    expect(html).toMatch(/<div data-session="named" aria-hidden="true" data-until-session="" class="[^"]*\binvisible\b[^"]*">✓<\/div>/);
    // The no-payment message is in the page (all copy is prerendered); CSS shows one state by the address.
    expect(html).toMatch(/<div data-session="missing"><p[^>]*>This page opens after a payment/);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('defaults to the spec: home after 3000 ms, +1', () => {
    const parsed = block.schema.parse(valid.english);
    expect(parsed).toMatchObject({ redirectTo: '/', redirectDelayMs: 3000, defaultCountry: 'US' });
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
