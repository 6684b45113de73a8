// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enhance } from '../../interactive/client/enhance';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { mountBlock, renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

describe('not-found block', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  it('shows 404, the heading and a link home', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h1><span[^>]*>404<\/span><span[^>]*>Oops! Page not found<\/span><\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    // Only an empty marker carrying the message: the warning is for the console, never the page.
    const props = html.match(/<div data-behaviour="blocks\/not-found\/log-missing-path" data-props="([^"]*)" class="contents"><\/div>/)?.[1];
    expect(JSON.parse(props!.replace(/&quot;/g, '"'))).toEqual({ message: '404 Error: User attempted to access non-existent route: {path}' });
  });

  it('takes the link and texts from YAML', () => {
    const html = renderBlock(block, valid.spanish!);
    expect(html).toContain('¡Vaya! Página no encontrada');
    expect(html).toContain('La página que buscas no existe o se ha movido.');
    expect(html).toMatch(/href="\/es"[^>]*>Volver al inicio<\/a>/);
  });

  it('logs the missing path once, when the page is live', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.pushState({}, '', '/no-such-page');
    const mounted = await mountBlock(block, valid.english!);
    stop = mounted.stop;
    // A second pass over the page (another script calling enhance) must not log again.
    enhance(document);
    expect(warn.mock.calls).toEqual([['404 Error: User attempted to access non-existent route: /no-such-page']]);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
