import type { Meta, StoryObj } from '@storybook/react-vite';
import { studioFrame } from '../charts/story-frame';
import { FIXTURE_FROM, FIXTURE_TODAY, nothing, shortSession, thirtyDays } from './fixtures';
import { routesOf, type DailyResponse } from './daily-series';
import { ResultsLayout, ResultsState } from './ResultsPage';
import { StudioError } from '../api';

/** The Results screen in each state, on fixed answers of studio_daily. */
function Results({ data, error, isPending = false, route = '' }: { data?: DailyResponse; error?: Error; isPending?: boolean; route?: string }) {
  const filter = { from: FIXTURE_FROM, to: FIXTURE_TODAY, route };
  return (
    <ResultsLayout filter={filter} routes={routesOf(thirtyDays.days)} onChange={() => {}}>
      <ResultsState query={{ data, error: error ?? null, isPending, retry: () => {} }} filter={filter} />
    </ResultsLayout>
  );
}

const meta = {
  title: 'Studio/Results',
  component: Results,
  decorators: [studioFrame],
} satisfies Meta<typeof Results>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { args: { data: thirtyDays } };
/** Fewer views than leads: the figures stand, the rate is "—" with its reason. */
export const ShortSession: Story = { args: { data: shortSession } };
export const Loading: Story = { args: { isPending: true } };
export const Empty: Story = { args: { data: nothing, route: '/mansion' } };
export const Failed: Story = { args: { error: new StudioError('permission denied for function studio_daily', '42501', 401) } };
