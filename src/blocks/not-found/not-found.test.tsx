// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { itRejectsInvalidFixtures } from '../test-helpers';
import { renderBlock } from '../testing';
import { block } from '.';
import { invalid, valid } from './fixtures';
import LogMissingPath from './log-missing-path.island';

describe('not-found block', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows 404, the heading and a link home', () => {
    const html = renderBlock(block, valid.english!);
    expect(html).toMatch(/<h1><span[^>]*>404<\/span><span[^>]*>Oops! Page not found<\/span><\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Return to Home<\/a>/);
    expect(html).toContain('data-island="blocks/not-found/log-missing-path"');
  });

  it('takes the link and texts from YAML', () => {
    const html = renderBlock(block, valid.spanish!);
    expect(html).toContain('¡Vaya! Página no encontrada');
    expect(html).toContain('La página que buscas no existe o se ha movido.');
    expect(html).toMatch(/href="\/es"[^>]*>Volver al inicio<\/a>/);
  });

  it('logs the missing path once mounted', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.history.pushState({}, '', '/no-such-page');
    render(<LogMissingPath message="404 Error: User attempted to access non-existent route: {path}" />);
    expect(warn).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route: /no-such-page');
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
