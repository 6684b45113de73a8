import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ActionTrigger } from './action-trigger';
import { SectionHeading } from './section-heading';
import { anchorSchema } from './section-schema';

describe('SectionHeading', () => {
  it('renders eyebrow, h2 with its id and intro, centred by default', () => {
    const html = renderToString(<SectionHeading id="faq-title" eyebrow="Questions" heading="FAQ" intro="Straight answers." />);
    expect(html).toMatch(/^<header class="[^"]*text-center[^"]*">/);
    expect(html).toMatch(/<p class="[^"]*text-coral[^"]*">Questions<\/p>/);
    expect(html).toMatch(/<h2 id="faq-title" class="[^"]*text-ocean[^"]*">FAQ<\/h2>/);
    expect(html).toMatch(/<p class="[^"]*text-ink\/75[^"]*">Straight answers.<\/p>/);
  });

  it('leaves out what YAML leaves out, and takes the dark, left-aligned, large style', () => {
    const html = renderToString(<SectionHeading heading="ROI" tone="dark" align="left" size="lg" />);
    expect(html).toBe('<header><h2 class="mt-3 font-display font-bold text-4xl sm:text-5xl">ROI</h2></header>');
  });

  it('lets a block adjust the intro', () => {
    const html = renderToString(<SectionHeading heading="Call" intro="Book it." introClassName="mt-5 text-ink/80" />);
    expect(html).toContain('<p class="text-lg leading-relaxed mt-5 text-ink/80">Book it.</p>');
  });
});

describe('anchorSchema', () => {
  it('accepts lowercase words joined by hyphens and explains a bad anchor', () => {
    expect(anchorSchema.safeParse('safety-section').success).toBe(true);
    expect(anchorSchema.safeParse('Safety Section').error?.issues[0]?.message).toMatch(/section anchor/);
  });
});

describe('ActionTrigger', () => {
  it('is an anchor for scroll and link actions and a button carrying the action otherwise', () => {
    expect(renderToString(<ActionTrigger action={{ kind: 'scroll', target: 'faq' }}>Go</ActionTrigger>)).toBe('<a href="#faq">Go</a>');
    expect(renderToString(<ActionTrigger action={{ kind: 'link', href: 'https://example.com', newTab: true }}>Out</ActionTrigger>)).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
    );
    expect(
      renderToString(
        <ActionTrigger action={{ kind: 'apply' }} className="card">
          Apply
        </ActionTrigger>,
      ),
    ).toBe('<button type="button" data-action="{&quot;kind&quot;:&quot;apply&quot;}" class="card">Apply</button>');
  });
});
