import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/engine/errors';
import { loadSite, engine } from '../../../src/site/engine';
import { placementFailure } from '../../../src/experiments/build-output';
import { renderSlots, SlotPlacementError } from '../../../src/experiments/param-slots';
import { renderDocument } from '../../../src/render/document';
import { makeVariantsDir, repoRoot } from '../engine/variants-dir';

describe('personalised text in the rendered HTML', () => {
  it('a slot in text becomes exactly the span of the shared design', () => {
    const { html, misplaced } = renderSlots('<h1>{param:utm_term|Own land in Sumba}: join</h1>', { utm_term: 60 });
    expect(html).toBe('<h1><span data-param="utm_term" data-max="60">Own land in Sumba</span>: join</h1>');
    expect(misplaced).toEqual([]);
  });

  it('keeps the default as React escaped it, so markup in copy stays text', () => {
    const { html } = renderSlots('<p>{param:q|Fish &amp; &lt;b&gt;chips&lt;/b&gt;}</p>', { q: 40 });
    expect(html).toBe('<p><span data-param="q" data-max="40">Fish &amp; &lt;b&gt;chips&lt;/b&gt;</span></p>');
  });

  it('finds slots inside attributes and scripts, where no span can go', () => {
    const html =
      '<img alt="{param:utm_term|Sumba}"><div data-props="{&quot;label&quot;:&quot;{param:utm_source|x}&quot;}"></div><script>"{param:q|y}"</script>';
    expect(renderSlots(html, { utm_term: 60, utm_source: 20, q: 5 }).misplaced).toEqual(['q', 'utm_source', 'utm_term']);
  });
});

describe('a page whose slot lands in an attribute', () => {
  it('validates, but cannot be rendered: the build names the file, the route and the parameter', () => {
    const variantsDir = makeVariantsDir([], { withRealVariants: true });
    writeFileSync(
      join(variantsDir, 'alt-slot.yaml'),
      [
        '# yaml-language-server: $schema=../schemas/variant.schema.json',
        'extends: home',
        'route: /alt-slot',
        'params: { utm_term: { maxLength: 60 } }',
        'overrides:',
        '  hero:',
        '    image: { src: /media/hero-home.jpg, width: 1280, height: 720, alt: "{param:utm_term|Sumba}" }',
      ].join('\n'),
    );
    const site = loadSite({ root: repoRoot, variantsDir });
    expect(site.errors.map(formatError)).toEqual([]);
    const page = site.pages.find((p) => p.name === 'alt-slot')!;
    let thrown: unknown;
    try {
      renderDocument(engine.vocabulary.blocks, page.data, site.site!, { stylesheets: [], script: '/main.js' });
    } catch (error) {
      thrown = error;
    }
    if (!(thrown instanceof SlotPlacementError)) throw new Error(`expected a SlotPlacementError, got ${String(thrown)}`);
    expect(placementFailure(page.file, thrown)).toEqual({
      messages: [
        'variants/alt-slot.yaml: {param:utm_term} on /alt-slot is rendered inside an attribute or a script, where the router cannot fill it: use it in visible text only',
      ],
      hints: ['  ParamSlot: A {param:NAME|default} slot goes in visible text, names a parameter the page declares in params:, and its default fits maxLength.'],
    });
  });
});
