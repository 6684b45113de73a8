import { describe, expect, it } from 'vitest';
import { icons } from '../../ui/icon';
import { introIconNames } from './intro-icon-names';
import { introIcons } from './intro-icons';

describe('the founder intro icons', () => {
  it("draw each name as the site's icon of that name does", () => {
    for (const name of introIconNames) expect(introIcons[name], name).toBe(icons[name]);
  });

  it('are exactly the names the dialogs schema accepts', () => {
    expect(Object.keys(introIcons).sort()).toEqual([...introIconNames].sort());
  });
});
