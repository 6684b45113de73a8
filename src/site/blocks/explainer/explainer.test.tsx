import { describe, expect, it } from 'vitest';
import { itRejectsInvalidFixtures, textsOf } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('explainer block', () => {
  it('is a page: one h1, a back link home at the top and a Join the Community link at the end', () => {
    const html = renderBlock(block, valid.howIsPossible!);
    expect(html).not.toContain('<main');
    expect(html.match(/<h1[^>]*>How Is This Possible\?<\/h1>/g)).toHaveLength(1);
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].map((m) => [m[1], m[2]!.replace(/<svg.*?<\/svg>/, '')]);
    expect(links).toEqual([
      ['/', 'Back to Home'],
      ['/', 'Join the Community'],
    ]);
    expect(html.indexOf('Back to Home')).toBeLessThan(html.indexOf('<h1'));
  });

  it('shows the headline figures as term/value pairs and every point as a titled card', () => {
    const html = renderBlock(block, valid.howIsPossible!);
    expect(html).toMatch(/<dt[^>]*>per square meter of land<\/dt><dd[^>]*>\$2<\/dd>/);
    expect(html).toMatch(/<dd[^>]*>Up to 90%<\/dd>/);
    const titles = textsOf(html, 'h2');
    expect(titles).toEqual(['Land at $2 per Square Meter', 'Sign Online or with a Notary', 'Visit Before You Invest', 'Early Mover Advantage']);
    expect(html).toContain('Ready to be part of it?');
  });

  it('follows the YAML for the back address and a dialog button, and drops the figures when there are none', () => {
    const html = renderBlock(block, valid.minimal!, 'es');
    expect(html).toMatch(/<a [^>]*href="\/es"[^>]*>.*Volver al Inicio<\/a>/);
    expect(html).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>Más Información<\/button>/);
    expect(html).not.toContain('<dl');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
