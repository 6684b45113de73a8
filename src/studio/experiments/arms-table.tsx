import { formatCount, formatPValue, formatProbability, formatRate } from '../charts/format';
import type { ExperimentResult } from '../../experiments/results';

/** The arms side by side, in numbers: the same figures as `npm run experiments`. */
export function ArmsTable({ result }: { result: ExperimentResult }) {
  const heads = ['Visitors', 'Conversions', 'Rate', '95% interval', 'P(beat control)', 'p-value', 'Safe p', 'Sample'];
  const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Arms of {result.plan.id}</caption>
        <thead className="text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              Arm
            </th>
            {heads.map((head) => (
              <th key={head} scope="col" className="py-2 pl-3 text-right font-medium">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.arms.map((arm) => (
            <tr key={arm.name} className="border-b border-black/5">
              <th scope="row" className="py-2 pr-3 text-left font-medium text-ink">
                {arm.name}
                {arm.control && <span className="ml-2 rounded bg-sand-200 px-1.5 py-0.5 text-[11px] font-normal">control</span>}
                {!arm.planned && <span className="ml-2 text-xs font-normal text-ink/60">(not in the plan)</span>}
              </th>
              <td className={cell}>{formatCount(arm.visitors)}</td>
              <td className={cell}>{formatCount(arm.conversions)}</td>
              <td className={`${cell} font-semibold`}>{formatRate(arm.rate)}</td>
              <td className={cell}>{arm.visitors > 0 ? `${formatRate(arm.interval.low)} – ${formatRate(arm.interval.high)}` : '–'}</td>
              <td className={cell}>{formatProbability(arm.probabilityToBeatControl)}</td>
              <td className={cell}>{formatPValue(arm.pValue)}</td>
              <td className={cell}>{formatPValue(arm.safePValue)}</td>
              <td className={cell}>
                {arm.sampleReached ? (
                  <span className="text-emerald-800">Reached</span>
                ) : (
                  <span className="text-ink/70">{formatCount(Math.max(0, result.samplePerArm - arm.visitors))} more needed</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
