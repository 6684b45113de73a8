import '../studio.css';
import type { Decorator } from '@storybook/react-vite';

/** Stories of the studio's screens on the area's own background and width (the shell is E1's layout). */
export const studioFrame: Decorator = (Story) => (
  <div className="min-h-screen bg-stone-50 px-4 py-5 font-sans text-ink md:px-6">
    <div className="mx-auto max-w-6xl">
      <Story />
    </div>
  </div>
);
