import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field';
import { Input } from './input';

function Example({ error }: { error?: string }) {
  return (
    <div className="max-w-sm p-8">
      <FormField id="story-email" label="Email" error={error}>
        {(control) => <Input {...control} type="email" defaultValue={error ? 'ana@example' : ''} placeholder="you@example.com" />}
      </FormField>
    </div>
  );
}

const meta = {
  title: 'UI/FormField',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
/** Red border, aria-invalid, and the message under the input is the input's description. */
export const WithError: Story = { args: { error: 'Invalid email format' } };
