import type { Meta, StoryObj } from '@storybook/react-vite';
import { RegionFlag, type FlagSize } from './region-flag';

const sizes: readonly FlagSize[] = ['sm', 'md', 'lg'];

/** The flag beside a line of text, as the blocks place it; `name` none leaves the text to name the country. */
function Example({ region, size, name, locale }: { region: string; size: FlagSize; name: 'visible' | 'sr-only' | 'none'; locale: string }) {
  return (
    <p className="flex items-center gap-2 p-8 text-sm text-ink">
      {name === 'none' ? <RegionFlag region={region} size={size} /> : <RegionFlag region={region} size={size} name={name} locale={locale} />}
      <span className="text-ink/60">(region {region || 'none'})</span>
    </p>
  );
}

const meta = {
  title: 'UI/RegionFlag',
  component: Example,
  args: { region: 'ID', size: 'lg', name: 'visible', locale: 'en' },
  argTypes: { size: { control: 'inline-radio', options: sizes }, name: { control: 'inline-radio', options: ['visible', 'sr-only', 'none'] } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With its name shown beside it, as on the ranking cards. */
export const Named: Story = {};
/** The name in the page's language for screen readers only, as on the member grid. */
export const SpanishScreenReaderName: Story = { args: { region: 'MX', name: 'sr-only', locale: 'es' } };
/** Japan's white field keeps its edge on a white card. */
export const WhiteFlag: Story = { args: { region: 'JP', size: 'md' } };
/** No flag for the code (or none given, like "More to Come"): a globe in the same box. */
export const Unknown: Story = { args: { region: 'ZZ', name: 'none' } };

/** Every size beside text: each flag keeps 4:3 and sits on the line's middle. */
export const Sizes: Story = {
  render: () => (
    <ul className="space-y-3 p-8">
      {sizes.flatMap((size) =>
        ['BR', 'JP', 'GB', ''].map((region) => (
          <li key={`${size}-${region}`} className="flex items-center gap-2 text-sm">
            <RegionFlag region={region || undefined} size={size} />
            {size} · {region || 'none'}
          </li>
        )),
      )}
    </ul>
  ),
};
