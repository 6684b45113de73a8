import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Manifest } from '../../experiments/manifest';
import type { CountedArm } from '../../experiments/results';
import { studioFrame } from '../charts/story-frame';
import { ExperimentSection, ExperimentsView } from './ExperimentsPage';
import { balancedCounts, earlyCounts, homeHeadline, mismatchedCounts, threeArms } from './fixtures';

const TODAY = '2026-11-26';
const manifestOf = (...experiments: Manifest['experiments']): Manifest => ({ version: 1, experiments, params: {} });

/** The Experiments screen on a fixed manifest; each experiment's counts come from `counts` by id. */
function Experiments({
  manifest,
  counts = {},
  manifestState = 'loaded',
}: {
  manifest?: Manifest;
  counts?: Record<string, CountedArm[] | 'loading' | 'error'>;
  manifestState?: 'loaded' | 'loading' | 'error';
}) {
  return (
    <ExperimentsView
      today={TODAY}
      manifest={{
        data: manifest,
        isPending: manifestState === 'loading',
        error: manifestState === 'error' ? new Error('/_experiments.json answered 404: build the site (npm run build) to list its experiments.') : null,
        retry: () => {},
      }}
      Panel={({ experiment, today }) => {
        const own = counts[experiment.id] ?? [];
        return (
          <ExperimentSection
            experiment={experiment}
            today={today}
            counts={{
              data: Array.isArray(own) ? own : undefined,
              isPending: own === 'loading',
              error: own === 'error' ? new Error('permission denied for function studio_experiment_counts') : null,
              retry: () => {},
            }}
          />
        );
      }}
    />
  );
}

const meta = {
  title: 'Studio/Experiments',
  component: Experiments,
  decorators: [studioFrame],
} satisfies Meta<typeof Experiments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  args: { manifest: manifestOf(homeHeadline, threeArms), counts: { 'home-headline': balancedCounts, 'pricing-anchor': earlyCounts } },
};
export const SampleRatioMismatch: Story = { args: { manifest: manifestOf(homeHeadline), counts: { 'home-headline': mismatchedCounts } } };
export const Winner: Story = { args: { manifest: manifestOf({ ...homeHeadline, winner: 'sumba' }), counts: { 'home-headline': balancedCounts } } };
export const NotStartedNoVisitors: Story = { args: { manifest: manifestOf({ ...homeHeadline, start: '2026-12-01' }), counts: { 'home-headline': [] } } };
export const CountsLoadingAndFailed: Story = {
  args: { manifest: manifestOf(homeHeadline, threeArms), counts: { 'home-headline': 'loading', 'pricing-anchor': 'error' } },
};
export const Loading: Story = { args: { manifestState: 'loading' } };
export const NoExperiments: Story = { args: { manifest: manifestOf() } };
export const ManifestMissing: Story = { args: { manifestState: 'error' } };
