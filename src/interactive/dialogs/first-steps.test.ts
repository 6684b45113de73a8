// @vitest-environment jsdom
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../site/engine';
import { handsOverAttribute } from './first-step-kinds';
import { firstStepsHtml } from './first-steps';
import { partnershipDocumentsId, partnershipFieldIds } from './use-partnership-form';

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

  it('a page with a partner button carries the partnership form, closed, named by its title, in the fields the React form reads when it takes over', () => {
    const texts = dialogs.texts.en!.partnership;
    const dialog = parse(firstStepsHtml(dialogs, page('/partner'), ['partner', 'pay']));
    expect(dialog!.hasAttribute('open')).toBe(false);
    expect(dialog!.dataset.firstStep).toBe('partner');
    expect(dialog!.hasAttribute(handsOverAttribute)).toBe(true);
    expect(dialog!.querySelector(`#${dialog!.getAttribute('aria-labelledby')}`)?.textContent).toBe(texts.title);
    expect(dialog!.querySelector(`#${dialog!.getAttribute('aria-describedby')}`)?.textContent).toBe(texts.text);
    for (const benefit of texts.benefits) expect(dialog!.textContent).toContain(benefit);
    for (const id of Object.values(partnershipFieldIds)) expect(dialog!.querySelector(`#${id}`), id).not.toBeNull();
    expect(dialog!.querySelector(`input[type="file"]#${partnershipDocumentsId}`)).not.toBeNull();
    // Cancel closes the native dialog without script; Send is a plain submit the page's loader holds.
    const buttons = [...dialog!.querySelectorAll('button')];
    expect(buttons.find((b) => b.textContent === texts.cancel)?.getAttribute('formmethod')).toBe('dialog');
    expect(buttons.find((b) => b.textContent === texts.submit)?.getAttribute('type')).toBe('submit');
  });

  it('a page with both carries both, and one with neither carries none', () => {
    const html = firstStepsHtml(dialogs, page('/'), ['info', 'partner']);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect([...holder.querySelectorAll('dialog')].map((d) => d.dataset.firstStep)).toEqual(['info', 'partner']);
    expect(firstStepsHtml(dialogs, page('/partner'), ['pay'])).toBe('');
  });
});
