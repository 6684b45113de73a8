import type { ExperimentResult } from '../../experiments/results';
import { formatCount, formatPValue, formatProbability, formatRate } from '../charts/format';

/** The arms' figures on a phone: one block per arm instead of a table eight columns wide. */
export function ArmsList({ result }: { result: ExperimentResult }) {
  return (
    <ul className="space-y-2 sm:hidden">
      {result.arms.map((arm) => {
        const figures: [string, string][] = [
          ['Visitors', formatCount(arm.visitors)],
          ['Conversions', formatCount(arm.conversions)],
          ['95% interval', arm.visitors > 0 ? `${formatRate(arm.interval.low)} – ${formatRate(arm.interval.high)}` : '–'],
          ...(arm.control
            ? []
            : ([
                ['P(beat control)', formatProbability(arm.probabilityToBeatControl)],
                ['p-value', formatPValue(arm.pValue)],
                ['Safe p', formatPValue(arm.safePValue)],
              ] as [string, string][])),
          ['Sample', arm.sampleReached ? 'Reached' : `${formatCount(Math.max(0, result.samplePerArm - arm.visitors))} more needed`],
        ];
        return (
          <li key={arm.name} className="rounded-md border border-black/10 px-3 py-2">
            <p className="flex items-baseline justify-between font-medium text-ink">
              <span>
                {arm.name}
                {arm.control && <span className="ml-2 rounded bg-sand-200 px-1.5 py-0.5 text-[11px] font-normal">control</span>}
              </span>
              <span className="tabular-nums">{formatRate(arm.rate)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 text-xs">
              {figures.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-ink/70">{name}</dt>
                  <dd className="text-right tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
