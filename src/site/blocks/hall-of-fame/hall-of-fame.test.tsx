// @vitest-environment jsdom
import { getAllByRole, getByRole } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { expectSectionLabelledByHeading, itRejectsInvalidFixtures } from '../../../blocks/test-helpers';
import { renderBlock } from '../../../blocks/testing';
import { block } from '.';
import { invalid, valid } from './fixtures';

function rendered(input: (typeof valid)[string], locale: 'en' | 'es' = 'en') {
  const container = document.createElement('div');
  container.innerHTML = renderBlock(block, input, locale);
  document.body.append(container);
  return container;
}

afterEach(() => document.body.replaceChildren());

describe('hall-of-fame block', () => {
  it('lists the investors in order, each with place, name, location and plots, under its heading', () => {
    const container = rendered(valid.topInvestors!);
    const list = getByRole(container, 'list');
    expect(getAllByRole(list, 'listitem').map((item) => item.textContent)).toEqual([
      '#1Marcus T.Dubai, UAE6 plots',
      '#2Elena V.Madrid, Spain4 plots',
      '#3Hiro S.Osaka, Japan3 plots',
      '#4Grace O.Lagos, Nigeria1 plot',
    ]);
    expect(list.tagName).toBe('OL');
    expectSectionLabelledByHeading(container.innerHTML);
  });

  it("writes places and plots in the page's words and plural rules", () => {
    const items = getAllByRole(rendered(valid.spanish!, 'es'), 'listitem').map((item) => item.textContent);
    expect(items).toEqual(['N.º 1Lucía R.Ciudad de México2 parcelas', 'N.º 2Pablo M.Bogotá, Colombia1 parcela']);
  });

  itRejectsInvalidFixtures(block.schema, invalid);
});
