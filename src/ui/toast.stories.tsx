import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Toaster, toast, type ToastOptions } from './toast';

function Example(options: ToastOptions) {
  return (
    <div className="p-8">
      {/* toast() is imperative: action handlers call it without React. */}
      <Button onClick={() => toast(options)}>Show toast</Button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { title: 'Thank you!', description: "We'll contact you within the next few hours to formalize your membership." } };
export const Destructive: Story = {
  args: { title: 'Validation Error', description: 'Please check your input and try again.', variant: 'destructive' },
};
export const TitleOnly: Story = { args: { title: 'Slow down' } };
