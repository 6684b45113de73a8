import jStat from 'jstat';
import { describe, expect, it } from 'vitest';
import { logGamma, probabilityToBeatControl } from '../../../src/experiments/stats';

/**
 * P(arm beats control) is Evan Miller's closed-form sum ("Formulas for Bayesian A/B Testing",
 * 2015). Checked against values found another way: integrals done by hand for tiny counts, and
 * numerical integration of P(B > A) = ∫ f_B(x) F_A(x) dx over jstat's beta density for
 * realistic ones (no code shared with the closed form).
 */

type Counts = { visitors: number; conversions: number };
const posterior = ({ visitors, conversions }: Counts) => {
  const [a, b] = [1 + conversions, 1 + visitors - conversions];
  return { a, b, mean: a / (a + b), sd: Math.sqrt((a * b) / ((a + b) ** 2 * (a + b + 1))) };
};

/**
 * P(B > A) = ∫ f_B(x) F_A(x) dx by the trapezoid rule on 200,000 steps over both posteriors'
 * mass (means ± 12 standard deviations), F_A accumulated from f_A on the same grid.
 */
function integrated(control: Counts, arm: Counts): number {
  const A = posterior(control);
  const B = posterior(arm);
  const from = Math.max(0, Math.min(A.mean - 12 * A.sd, B.mean - 12 * B.sd));
  const to = Math.min(1, Math.max(A.mean + 12 * A.sd, B.mean + 12 * B.sd));
  const steps = 200_000;
  const h = (to - from) / steps;
  let cdfA = 0;
  let previousA = jStat.beta.pdf(from, A.a, A.b);
  let previousTerm = 0;
  let total = 0;
  for (let i = 1; i <= steps; i++) {
    const x = from + i * h;
    const densityA = jStat.beta.pdf(x, A.a, A.b);
    cdfA += ((previousA + densityA) * h) / 2;
    const term = jStat.beta.pdf(x, B.a, B.b) * cdfA;
    total += ((previousTerm + term) * h) / 2;
    previousA = densityA;
    previousTerm = term;
  }
  return total;
}

describe('probabilityToBeatControl (Beta(1, 1) priors)', () => {
  it('is 5/6 for one conversion in one visit against none in one (∫∫ 2(1−x)·2y over y > x, by hand)', () => {
    expect(probabilityToBeatControl({ visitors: 1, conversions: 0 }, { visitors: 1, conversions: 1 })).toBeCloseTo(5 / 6, 12);
    expect(probabilityToBeatControl({ visitors: 1, conversions: 1 }, { visitors: 1, conversions: 0 })).toBeCloseTo(1 / 6, 12);
  });

  it('is 2/3 for one conversion in one visit against an arm nobody visited (∫ 2y·y dy, by hand)', () => {
    expect(probabilityToBeatControl({ visitors: 0, conversions: 0 }, { visitors: 1, conversions: 1 })).toBeCloseTo(2 / 3, 12);
  });

  it('is exactly even for arms with the same counts', () => {
    expect(probabilityToBeatControl({ visitors: 0, conversions: 0 }, { visitors: 0, conversions: 0 })).toBeCloseTo(0.5, 12);
    expect(probabilityToBeatControl({ visitors: 5000, conversions: 150 }, { visitors: 5000, conversions: 150 })).toBeCloseTo(0.5, 9);
  });

  it.each([
    [
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 120 },
    ],
    [
      { visitors: 200, conversions: 9 },
      { visitors: 180, conversions: 4 },
    ],
    [
      { visitors: 10_000, conversions: 300 },
      { visitors: 10_000, conversions: 360 },
    ],
    [
      { visitors: 40_000, conversions: 1_230 },
      { visitors: 39_500, conversions: 1_190 },
    ],
  ])('agrees with numerical integration to 1e-6: control %o, arm %o', (control, arm) => {
    expect(probabilityToBeatControl(control, arm)).toBeCloseTo(integrated(control, arm), 6);
  });

  it('gives complementary answers when the arms swap', () => {
    const a = { visitors: 3000, conversions: 95 };
    const b = { visitors: 3100, conversions: 120 };
    expect(probabilityToBeatControl(a, b) + probabilityToBeatControl(b, a)).toBeCloseTo(1, 12);
  });
});

describe('logGamma', () => {
  // Γ(n) = (n − 1)! and Γ(1/2) = √π, exact values.
  it.each([
    [1, 0],
    [2, 0],
    [5, Math.log(24)],
    [0.5, 0.5 * Math.log(Math.PI)],
    [171, 706.5730622457874],
  ])('ln Γ(%f) = %f', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 10);
  });

  it("kills: Stirling's last term 1/1188 added instead of subtracted (off by 4e-14 at x = 15, where the series starts)", () => {
    // ln Γ(15) = ln 14! = ln 87,178,291,200; the series' own error there is below 1e-14.
    expect(Math.abs(logGamma(15) - Math.log(87_178_291_200))).toBeLessThan(1e-14);
  });
});
