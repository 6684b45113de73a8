import type { Meta, StoryObj } from '@storybook/react-vite';
import { experimentResult } from '../../experiments/results';
import { balancedCounts, earlyCounts, homeHeadline, mismatchedCounts, threeArms } from '../experiments/fixtures';
import { planOf } from '../experiments/plan';
import { dailySeries } from '../results/daily-series';
import { FIXTURE_FROM, FIXTURE_TODAY, thirtyDays } from '../results/fixtures';
import { DailyChart } from './daily-chart';
import { IntervalChart } from './interval-chart';
import { studioFrame } from './story-frame';

/** The two hand-drawn charts on fixed data: per-day results, and experiment intervals. */
const meta = {
  title: 'Studio/Charts',
  decorators: [studioFrame],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const days = dailySeries(thirtyDays.days, FIXTURE_FROM, FIXTURE_TODAY);
const intervalsOf = (result: ReturnType<typeof experimentResult>) =>
  result.arms.map((arm) => ({ name: arm.name, control: arm.control, visitors: arm.visitors, rate: arm.rate, ...arm.interval }));

export const DailyThirtyDays: Story = { render: () => <DailyChart days={days} label="Views, leads, paid and conversion per day" /> };
export const DailyOneWeek: Story = { render: () => <DailyChart days={days.slice(-7)} label="The last seven days" /> };
export const DailyOneQuietDay: Story = {
  render: () => <DailyChart days={[{ day: FIXTURE_TODAY, views: 3, leads: 0, paid: 0, rate: 0 }]} label="A single quiet day" />,
};
export const IntervalsTwoArms: Story = {
  render: () => <IntervalChart arms={intervalsOf(experimentResult(planOf(homeHeadline), balancedCounts))} label="home-headline" />,
};
export const IntervalsThreeArmsEarly: Story = {
  render: () => <IntervalChart arms={intervalsOf(experimentResult(planOf(threeArms), earlyCounts))} label="pricing-anchor" />,
};
export const IntervalsArmWithoutVisitors: Story = {
  render: () => (
    <IntervalChart
      arms={intervalsOf(
        experimentResult({ ...planOf(homeHeadline), arms: [...planOf(homeHeadline).arms, { name: 'late', weight: 0, control: false }] }, mismatchedCounts),
      )}
      label="An arm added late"
    />
  ),
};
