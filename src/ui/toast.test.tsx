// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, unmountToaster } from './toast';
import { toastStore } from './toast-store';

afterEach(() => {
  unmountToaster();
  for (const item of toastStore.get().items) toastStore.dismiss(item.id);
});

describe('the toaster a toast mounts on its own', () => {
  it('shows the toast in a toaster appended to the page', async () => {
    act(() => void toast({ title: 'Saved', description: 'Your details were sent.' }));
    expect(await screen.findByText('Your details were sent.')).toBeTruthy();
    expect(document.querySelectorAll('[data-slot="toaster"]')).toHaveLength(1);
  });

  it('is taken down by unmountToaster with its open toast, and the next toast mounts a new one', async () => {
    act(() => void toast({ title: 'First' }));
    expect(await screen.findByText('First')).toBeTruthy();
    act(() => unmountToaster());
    expect(document.querySelector('[data-slot="toaster"]')).toBeNull();
    expect(screen.queryByText('First')).toBeNull();
    expect(toastStore.hasViewer()).toBe(false);

    act(() => void toast({ title: 'Second' }));
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(document.querySelectorAll('[data-slot="toaster"]')).toHaveLength(1);
  });
});
