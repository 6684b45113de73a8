import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon, icons } from './icon';
import { iconNameSchema, iconNames } from './icon-schema';

describe('icons', () => {
  it('maps every name YAML may use, and no other', () => {
    expect(Object.keys(icons).sort()).toEqual([...iconNames].sort());
    expect(iconNames.length).toBeGreaterThanOrEqual(30);
  });

  it.each(iconNames)('%s renders as a static, hidden inline SVG', (name) => {
    const html = renderToString(<Icon name={name} />);
    expect(html).toMatch(/^<svg /);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('focusable="false"');
    expect(html).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
  });

  it('rejects a name that is not in the list, naming the choices', () => {
    const result = iconNameSchema.safeParse('jacuzzi');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/expected one of "wifi"\|/);
  });
});
