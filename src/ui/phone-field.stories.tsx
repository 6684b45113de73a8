import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CountryCodeSelect } from './country-code-select';
import { PhoneField } from './phone-field';

function Example({ phoneError, codeError, initialRegion }: { phoneError?: string; codeError?: string; initialRegion: string }) {
  const [region, setRegion] = useState(initialRegion);
  const [phone, setPhone] = useState('');
  return (
    <div className="max-w-md p-8">
      <PhoneField
        id="story-phone"
        label="Phone number"
        codeLabel="Country code"
        codeSelect={(control) => (
          <CountryCodeSelect {...control} locale="en" value={region} onValueChange={setRegion} placeholder="Code" className="w-32 shrink-0" />
        )}
        phone={phone}
        onPhoneChange={setPhone}
        phonePlaceholder="555 123 4567"
        phoneError={phoneError}
        codeError={codeError}
      />
    </div>
  );
}

const meta = {
  title: 'UI/PhoneField',
  component: Example,
  args: { initialRegion: 'US' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Invalid: Story = { args: { initialRegion: '', codeError: 'Select a country code', phoneError: 'Invalid phone format' } };
