import { describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures, textsOf } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

/** What a screen reader reads for each step's number, in order ("Step 1"…). */
function spokenNumbers(html: string): string[] {
  return [...html.matchAll(/<span class="sr-only">([^<]*)<\/span>(\d+)<\/span>/g)].map((m) => `${m[1]}${m[2]}`);
}

describe('steps block', () => {
  it('shows How It Works with its steps in order, each with its text', () => {
    const html = renderBlock(block, valid.nomadpass!);
    expect(html).toContain('<section id="how-it-works"');
    expect(textsOf(html, 'h2')).toEqual(['How It Works']);
    expect(textsOf(html, 'h3')).toEqual(['Place Your Deposit', 'Sign Online', 'Choose Your Destination', 'Stay Anywhere']);
    const texts = textsOf(html, 'p');
    for (const step of valid.nomadpass!.steps) expect(texts).toContain(step.text);
  });

  it('numbers the steps as text, read as "Step 1"… inside an ordered list', () => {
    const html = renderBlock(block, valid.nomadpass!);
    expect(html).toMatch(/<ol role="list"/);
    expect(spokenNumbers(html)).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
  });

  it('reads the numbers with the label the YAML gives ("Paso" on Spanish pages)', () => {
    expect(spokenNumbers(renderBlock(block, valid.spanish!, 'es'))).toEqual(['Paso 1', 'Paso 2', 'Paso 3']);
  });

  it('draws a connector between steps only, hidden from screen readers', () => {
    const html = renderBlock(block, valid.nomadpass!);
    const connectors = html.match(/<span aria-hidden="true" class="pointer-events-none absolute border-dashed[^"]*"/g)!;
    // One for phones and one for desktop between each pair of the four steps.
    expect(connectors).toHaveLength(6);
  });

  it('shows each step icon as decoration, and none when the YAML gives none', () => {
    const svgs = renderBlock(block, valid.nomadpass!).match(/<svg[^>]*>/g)!;
    expect(svgs).toHaveLength(4);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
    expect(renderBlock(block, valid.spanish!, 'es')).not.toContain('<svg');
  });

  it('gives each button its action, and shows none when the YAML has none', () => {
    const html = renderBlock(block, valid.nomadpass!);
    expect(html).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;pay&quot;\}"[^>]*>Secure Your Spot<\/button>/);
    expect(html).toMatch(/<button[^>]*data-action="\{&quot;kind&quot;:&quot;info&quot;\}"[^>]*>More Info<\/button>/);
    expect(renderBlock(block, valid.spanish!, 'es')).not.toContain('data-slot="button"');
  });

  it('is a named region: the section is labelled by its heading', () => {
    expectSectionLabelledByHeading(renderBlock(block, valid.nomadpass!));
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
