import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog';

function Example({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <div className="p-8">
      <Dialog defaultOpen={defaultOpen}>
        <DialogTrigger asChild>
          <Button>Open dialog</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogHeader>
            <DialogTitle>Partner With Us</DialogTitle>
            <DialogDescription>Tell us about your land and we will get back to you.</DialogDescription>
          </DialogHeader>
          <p>Focus stays inside; Escape or the corner button closes it and focus returns to the trigger.</p>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="premium">Submit Application</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
