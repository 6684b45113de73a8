// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../testing';
import { block } from '.';
import { copyOf, facesPerTask } from './avatar-loop.behaviour';
import { valid } from './fixtures';

function rowOf(avatars: number) {
  const members = valid.members!;
  const props = {
    ...members,
    avatars: Array.from({ length: avatars }, (_, index) => ({ ...members.avatars[index % members.avatars.length]!, name: `Member ${index + 1}` })),
  };
  document.body.innerHTML = renderBlock(block, props);
  return document.querySelector<HTMLUListElement>('[data-avatar-track] > ul')!;
}

describe("the avatar strip's looping copy", () => {
  it(`is built ${facesPerTask} faces to a task, not all 28 in one (one task of 28 was /mex's longest after load, 34 ms)`, async () => {
    let tasks = 1;
    const copy = await copyOf(rowOf(28), new AbortController().signal, async () => {
      tasks++;
    });
    expect(tasks).toBe(28 / facesPerTask);
    expect(copy?.children).toHaveLength(28);
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect([...copy!.children].map((item) => (item as HTMLElement).dataset.name)).toEqual(Array.from({ length: 28 }, (_, index) => `Member ${index + 1}`));
    expect(copy!.querySelectorAll('img[alt=""]')).toHaveLength(28);
    expect(copy!.querySelectorAll('button, [tabindex]:not([tabindex="-1"])')).toHaveLength(0);
  });

  it('is dropped, not half made, when the strip stops while it is being built', async () => {
    const row = rowOf(28);
    const stop = new AbortController();
    let tasks = 0;
    const copy = await copyOf(row, stop.signal, async () => {
      tasks++;
      if (tasks === 2) stop.abort();
    });
    expect(copy).toBeUndefined();
    expect(tasks).toBe(2);
  });

  it('takes one task for a row no longer than a task holds', async () => {
    let tasks = 0;
    const copy = await copyOf(rowOf(facesPerTask), new AbortController().signal, async () => {
      tasks++;
    });
    expect(tasks).toBe(0);
    expect(copy?.children).toHaveLength(facesPerTask);
  });
});
