import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Manifest } from '../../experiments/manifest';
import type { MetricInputs } from '../../experiments/metrics';
import type { CountedArm } from '../../experiments/results';
import { studioFrame } from '../charts/story-frame';
import { type BanditHistory, BanditWeightsView } from './bandit-weights';
import { ExperimentSection, ExperimentsView } from './ExperimentsPage';
import {
  BANDIT_NOW,
  balancedCounts,
  banditCounts,
  banditHistory,
  breachedInputs,
  calmInputs,
  earlyCounts,
  guardedHeadline,
  homeBandit,
  homeHeadline,
  mismatchedCounts,
  noMetricInputs,
  threeArms,
} from './fixtures';
import { watchesMetrics } from './metrics-panel';

const TODAY = '2026-11-26';
const manifestOf = (...experiments: Manifest['experiments']): Manifest => ({ version: 1, experiments, params: {} });

type Fetched<T> = T | 'loading' | 'error';
const stateOf = <T,>(own: Fetched<T>, rpc: string) => ({
  data: own === 'loading' || own === 'error' ? undefined : own,
  isPending: own === 'loading',
  error: own === 'error' ? new Error(`permission denied for function ${rpc}`) : null,
  retry: () => {},
});

/**
 * The Experiments screen on a fixed manifest; each experiment's counts (a bandit's weights, the
 * secondary goals' and guardrails' inputs) come from `counts` (`weights`, `metrics`) by id.
 */
function Experiments({
  manifest,
  counts = {},
  weights = {},
  metrics = {},
  manifestState = 'loaded',
}: {
  manifest?: Manifest;
  counts?: Record<string, Fetched<CountedArm[]>>;
  weights?: Record<string, Fetched<BanditHistory>>;
  metrics?: Record<string, Fetched<MetricInputs>>;
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
      Panel={({ experiment, today }) => (
        <ExperimentSection
          experiment={experiment}
          today={today}
          counts={stateOf(counts[experiment.id] ?? [], 'studio_experiment_counts')}
          weights={
            experiment.bandit && (
              <BanditWeightsView
                experiment={experiment}
                bandit={experiment.bandit}
                history={stateOf(weights[experiment.id] ?? [], 'studio_bandit_history')}
                now={BANDIT_NOW}
              />
            )
          }
          metrics={watchesMetrics(experiment) ? stateOf(metrics[experiment.id] ?? noMetricInputs, 'studio_experiment_amounts') : undefined}
        />
      )}
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
export const BanditLoaded: Story = {
  args: { manifest: manifestOf(homeBandit), counts: { 'home-bandit': banditCounts }, weights: { 'home-bandit': banditHistory } },
};
export const BanditNoWeightsYet: Story = { args: { manifest: manifestOf(homeBandit), counts: { 'home-bandit': [] }, weights: { 'home-bandit': [] } } };
export const BanditWeightsLoadingAndFailed: Story = {
  args: {
    manifest: manifestOf(homeBandit, { ...homeBandit, id: 'pricing-bandit', route: '/pricing' }),
    counts: { 'home-bandit': banditCounts, 'pricing-bandit': banditCounts },
    weights: { 'home-bandit': 'loading', 'pricing-bandit': 'error' },
  },
};
export const GuardrailBreached: Story = {
  args: { manifest: manifestOf(guardedHeadline), counts: { 'home-offer': balancedCounts }, metrics: { 'home-offer': breachedInputs } },
};
export const GuardrailsNothingFlagged: Story = {
  args: { manifest: manifestOf(guardedHeadline), counts: { 'home-offer': balancedCounts }, metrics: { 'home-offer': calmInputs } },
};
export const GuardrailsLoadingAndFailed: Story = {
  args: {
    manifest: manifestOf(guardedHeadline, { ...guardedHeadline, id: 'pricing-offer', route: '/pricing' }),
    counts: { 'home-offer': balancedCounts, 'pricing-offer': balancedCounts },
    metrics: { 'home-offer': 'loading', 'pricing-offer': 'error' },
  },
};
export const GuardrailsNoVisitorsYet: Story = {
  args: { manifest: manifestOf({ ...guardedHeadline, start: '2026-12-01' }), counts: { 'home-offer': [] }, metrics: { 'home-offer': noMetricInputs } },
};
