import type { Goal } from '../../src/experiments/manifest.ts';
import type { CountedArm, ExperimentPlan } from '../../src/experiments/results.ts';
import { callRpc, openDatabase, type SqlTransactor } from '../../supabase/embedded/database.ts';
import { seededRandom } from '../../src/experiments/seeded-random.ts';
import { countPageView } from './count-page-view.ts';
import { armCountsAsService } from './sources.ts';

/**
 * `npm run experiments -- --simulate N`: N visitors of each experiment through the real calls
 * (count_page_view, then the goal's own RPCs) into a throwaway in-memory database, read back
 * with experiment_arm_counts like a real run. The control converts at the file's baselineRate
 * and every other arm at baselineRate × (1 + minimumDetectableEffect): what the test is sized to
 * detect. A seeded generator makes the same N and seed print the same table.
 */

export const trueRate = (plan: ExperimentPlan, arm: string) =>
  plan.arms.find((a) => a.name === arm)?.control ? plan.baselineRate : plan.baselineRate * (1 + plan.minimumDetectableEffect);

function pickArm(plan: ExperimentPlan, random: () => number): string {
  const total = plan.arms.reduce((sum, arm) => sum + arm.weight, 0);
  let at = random() * total;
  for (const arm of plan.arms) {
    at -= arm.weight;
    if (at < 0) return arm.name;
  }
  return plan.arms[plan.arms.length - 1]?.name ?? '';
}

const UTM_SOURCES = ['', '', 'google', 'newsletter'];
const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function expectOk(result: Promise<{ status: number; body: unknown }>, what: string): Promise<void> {
  const { status, body } = await result;
  if (status !== 200) throw new Error(`${what} answered ${status}: ${JSON.stringify(body)}`);
}

/** One conversion for the goal, as the site records it. */
async function convert(db: SqlTransactor, goal: Goal, visitor: number, context: Record<string, string>): Promise<void> {
  const anon = { role: 'anon' as const, headers: { 'cf-connecting-ip': ipOf(visitor) } };
  const service = { role: 'service_role' as const, headers: { 'x-landfall-client-ip': ipOf(visitor) } };
  const person = { name: 'Simulated Visitor', email: `visitor${visitor}@example.com`, phone: '(20) 7946-0958', countryCode: '+44' };
  if (goal === 'founder-application') return expectOk(callRpc(db, 'submit_founder_application', { ...person, ...context }, anon), goal);
  if (goal === 'early-access-signup') return expectOk(callRpc(db, 'submit_early_access', { email: person.email, ...context }, anon), goal);
  if (goal === 'contact-message') {
    return expectOk(callRpc(db, 'submit_contact', { ...person, message: 'Is the land program open to buyers from abroad?', ...context }, anon), goal);
  }
  if (goal === 'partnership-application') {
    const land = { companyName: '', location: 'Sumba', landDetails: 'Two hectares by the sea with road access.' };
    return expectOk(callRpc(db, 'submit_partnership_application', { ...person, ...land, ...context }, anon), goal);
  }
  const sessionId = `cs_simulated_${visitor}`;
  await expectOk(callRpc(db, 'record_pending_payment', { sessionId, productId: 'simulated', amount: 100, currency: 'usd', ...context }, service), goal);
  await expectOk(callRpc(db, 'mark_payment_paid', { sessionId, amountTotal: 100, currency: 'usd' }, service), goal);
  if (goal === 'membership-completed') await expectOk(callRpc(db, 'complete_membership', { sessionId, ...person }, anon), goal);
}

/** Visitors of one experiment: each gets an arm and an address of its own, views once or twice, converts or not. */
async function simulateVisitors(db: SqlTransactor, plan: ExperimentPlan, visitors: number, random: () => number, firstVisitor: number) {
  for (let i = 0; i < visitors; i++) {
    const visitor = firstVisitor + i;
    const arm = pickArm(plan, random);
    const utmSource = UTM_SOURCES[Math.floor(random() * UTM_SOURCES.length)] || undefined;
    const headers = { 'cf-connecting-ip': ipOf(visitor) };
    const views = random() < 0.3 ? 2 : 1;
    for (let view = 0; view < views; view++) {
      const status = await countPageView(db, { route: plan.route, experiment: plan.id, arm, utmSource, exposure: view === 0 }, { role: 'anon', headers });
      if (status !== 200) throw new Error(`count_page_view answered ${status}`);
    }
    if (random() < trueRate(plan, arm)) await convert(db, plan.goal, visitor, { route: plan.route, locale: 'en', experiment: plan.id, arm });
  }
}

/** The counts of a simulated run per experiment, dates left out (the run happens today). */
export async function simulateRun(plans: readonly ExperimentPlan[], visitors: number, seed: number) {
  const db = await openDatabase();
  try {
    const random = seededRandom(seed);
    const counted: { plan: ExperimentPlan; arms: CountedArm[] }[] = [];
    for (const [index, plan] of plans.entries()) {
      await simulateVisitors(db, plan, visitors, random, 1 + index * visitors);
      const { start: _start, end: _end, ...undated } = plan;
      counted.push({ plan: undated, arms: await armCountsAsService(db, undated) });
    }
    return counted;
  } finally {
    await db.close();
  }
}
