// @vitest-environment jsdom
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../site/engine';
import { firstStepsHtml } from './first-steps';

const root = join(import.meta.dirname, '..', '..', '..');
const site = loadSite({ root });
const dialogs = site.dialogs!;
const page = (route: string) => site.pages.find((p) => p.data.route === route)!.data;

function parse(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('dialog');
}

describe("the dialogs' first steps a page carries", () => {
  it('a page with a More Info button carries the founder intro, closed, named by its title and opened by the info action', () => {
    const dialog = parse(firstStepsHtml(dialogs, page('/'), ['info', 'pay']));
    expect(dialog).not.toBeNull();
    expect(dialog!.hasAttribute('open')).toBe(false);
    expect(dialog!.dataset.firstStep).toBe('info');
    const title = dialog!.querySelector(`#${dialog!.getAttribute('aria-labelledby')}`);
    expect(title?.textContent).toBe(dialogs.texts.en!.founder.intro.title);
    // Going on is an action like any other: the loader holds it until the form's code is there.
    const next = [...dialog!.querySelectorAll('button')].find((b) => b.textContent === dialogs.texts.en!.founder.intro.button);
    expect(JSON.parse(next!.dataset.action!)).toEqual({ kind: 'apply' });
    // It closes without any script: its close button submits a form of method "dialog".
    expect(dialog!.querySelector(`form[method="dialog"] button[aria-label="${dialogs.texts.en!.close}"]`)).not.toBeNull();
  });

  it("says a page's own texts: /mex cites its own figures in Spanish", () => {
    const dialog = parse(firstStepsHtml(dialogs, page('/mex'), ['info']));
    expect(dialog!.textContent).toContain('650+');
    expect(dialog!.textContent).toContain(dialogs.texts.es!.founder.intro.button);
  });

  it('a page with no More Info button carries none', () => {
    expect(firstStepsHtml(dialogs, page('/partner'), ['partner', 'pay'])).toBe('');
  });
});
