import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CountryCodeSelect } from './country-code-select';

function Example({ locale, initial, placeholder }: { locale: string; initial: string; placeholder: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="p-8">
      <CountryCodeSelect aria-label="Country code" locale={locale} value={value} onValueChange={setValue} placeholder={placeholder} className="w-36" />
      <p className="mt-4 text-sm">Value: {value || '(none)'}</p>
    </div>
  );
}

const meta = {
  title: 'UI/CountryCodeSelect',
  component: Example,
  args: { locale: 'en', initial: '', placeholder: 'Code' },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The founder form: no default, the placeholder shows. Focus it and type "ger" to jump to Germany. */
export const NoDefault: Story = {};
/** The partnership and thank-you forms preselect +1 (United States). */
export const UnitedStates: Story = { args: { initial: 'US' } };
export const Spanish: Story = { args: { locale: 'es', initial: 'GB', placeholder: 'Código' } };
