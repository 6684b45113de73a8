import { clsx } from 'clsx';
import { type Direction, formatAmount, type MetricArm, type MetricResult, metricNames } from '../../experiments/metrics';
import { formatCount, formatPValue, formatRate } from '../charts/format';

const NONE = '–';
const MINUS = '−';

/** A figure of the metric: a rate as a percentage, the paid amount as money (`USD 2.40`). */
function figure(result: MetricResult, value: number): string {
  return result.metric === 'paid-amount' ? formatAmount(value, result.currency) : formatRate(value);
}

function interval(result: MetricResult, arm: MetricArm): string {
  if (arm.visitors <= 0) return NONE;
  return `${figure(result, arm.interval.low)} – ${figure(result, arm.interval.high)}`;
}

/** Against the control: percentage points for a rate, money for the paid amount; signed, so a drop reads as one. */
function difference(result: MetricResult, arm: MetricArm): string {
  if (arm.control || !Number.isFinite(arm.difference)) return NONE;
  const sign = arm.difference > 0 ? '+' : arm.difference < 0 ? MINUS : '±';
  const size = Math.abs(arm.difference);
  return result.metric === 'paid-amount' ? `${sign}${formatAmount(size, result.currency)}` : `${sign}${(size * 100).toFixed(2)} pp`;
}

const verdicts: Record<Direction, string> = { better: 'Better', worse: 'Worse', unclear: 'Not told apart yet' };

function Verdict({ direction }: { direction: Direction | null }) {
  if (!direction) return <>{NONE}</>;
  const tone = direction === 'better' ? 'font-medium text-emerald-800' : direction === 'worse' ? 'font-semibold text-amber-900' : 'text-ink/70';
  return <span className={tone}>{verdicts[direction]}</span>;
}

/** Guardrails only: an arm that makes one worse with confidence (metrics.ts `breaches`). */
const breached = (result: MetricResult, arm: MetricArm) => result.role === 'guardrail' && arm.direction === 'worse';

const COLUMN_WIDTHS = ['w-[13%]', 'w-[10%]', 'w-[12%]', 'w-[10%]', 'w-[18%]', 'w-[11%]', 'w-[9%]', 'w-[17%]'];

const eventsHead = (result: MetricResult) => (result.metric === 'paid-amount' ? 'Payers' : 'Conversions');
const figureHead = (result: MetricResult) => (result.metric === 'paid-amount' ? 'Per visitor' : 'Rate');

/** `Paid amount per visitor`, as a heading. */
export function metricTitle(result: Pick<MetricResult, 'metric' | 'currency'>): string {
  const name = metricNames[result.metric];
  // A site paid in two currencies has a table for each: the title names which.
  const currency = result.currency ? ` (${result.currency.toUpperCase()})` : '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}${currency}`;
}

function ControlBadge() {
  return <span className="ml-2 rounded bg-sand-200 px-1.5 py-0.5 text-[11px] font-normal">control</span>;
}

/** One metric's arms side by side (a wide screen): count, figure with its interval, the difference and how sure it is. */
export function MetricTable({ result, experiment }: { result: MetricResult; experiment: string }) {
  const heads = ['Visitors', eventsHead(result), figureHead(result), '95% interval', 'Vs control', 'Safe p', 'Verdict'];
  const cell = 'py-2 pl-3 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="hidden overflow-x-auto sm:block">
      <table className="w-full min-w-[52rem] table-fixed text-sm">
        <caption className="sr-only">
          {metricTitle(result)} per arm of {experiment}
        </caption>
        {/* Fixed widths, so the tables of one experiment's metrics line up as one grid. */}
        <colgroup>
          {COLUMN_WIDTHS.map((width, i) => (
            <col key={i} className={width} />
          ))}
        </colgroup>
        <thead className="text-xs uppercase tracking-wide text-ink/60">
          <tr className="border-b border-black/10">
            <th scope="col" className="border-l-4 border-transparent py-2 pr-3 pl-2 text-left font-medium">
              Arm
            </th>
            {heads.map((head) => (
              <th key={head} scope="col" className="py-2 pl-3 text-right font-medium last:pr-2">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.arms.map((arm) => (
            <tr
              key={arm.name}
              data-breach={breached(result, arm) || undefined}
              className={clsx('border-b border-black/5', breached(result, arm) && 'bg-amber-50')}
            >
              <th
                scope="row"
                className={clsx('border-l-4 py-2 pr-3 pl-2 text-left font-medium text-ink', breached(result, arm) ? 'border-amber-500' : 'border-transparent')}
              >
                {arm.name}
                {arm.control && <ControlBadge />}
              </th>
              <td className={cell}>{formatCount(arm.visitors)}</td>
              <td className={cell}>{formatCount(arm.events)}</td>
              <td className={`${cell} font-semibold`}>{figure(result, arm.value)}</td>
              <td className={cell}>{interval(result, arm)}</td>
              <td className={cell}>{difference(result, arm)}</td>
              <td className={cell}>{formatPValue(arm.safePValue)}</td>
              <td className={`${cell} pr-2`}>
                <Verdict direction={arm.direction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same figures on a phone: one block per arm instead of a table eight columns wide. */
export function MetricList({ result, experiment }: { result: MetricResult; experiment: string }) {
  return (
    <ul className="space-y-2 sm:hidden" aria-label={`${metricTitle(result)} per arm of ${experiment}`}>
      {result.arms.map((arm) => {
        const figures: [string, string][] = [
          ['Visitors', formatCount(arm.visitors)],
          [eventsHead(result), formatCount(arm.events)],
          ['95% interval', interval(result, arm)],
          ...(arm.control
            ? []
            : ([
                ['Vs control', difference(result, arm)],
                ['Safe p', formatPValue(arm.safePValue)],
              ] as [string, string][])),
        ];
        return (
          <li
            key={arm.name}
            data-breach={breached(result, arm) || undefined}
            className={clsx('rounded-md border px-3 py-2', breached(result, arm) ? 'border-2 border-amber-500 bg-amber-50' : 'border-black/10')}
          >
            <p className="flex items-baseline justify-between gap-2 font-medium text-ink">
              <span>
                {arm.name}
                {arm.control && <ControlBadge />}
              </span>
              <span className="tabular-nums">{figure(result, arm.value)}</span>
            </p>
            <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 text-xs">
              {figures.map(([name, value]) => (
                <div key={name} className="contents">
                  <dt className="text-ink/70">{name}</dt>
                  <dd className="text-right tabular-nums whitespace-nowrap">{value}</dd>
                </div>
              ))}
              {!arm.control && (
                <div className="contents">
                  <dt className="text-ink/70">Verdict</dt>
                  <dd className="text-right">
                    <Verdict direction={arm.direction} />
                  </dd>
                </div>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
