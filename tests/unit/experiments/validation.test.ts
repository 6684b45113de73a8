import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatError } from '../../../src/engine/errors';
import { loadSite } from '../../../src/site/engine';
import { loadExperiments } from '../../../src/experiments/load';
import { variantNamesOf } from '../../../src/experiments/build-output';
import { experimentManifest } from '../../../src/experiments/build-manifest';
import { fixtures, repoRoot } from '../engine/variants-dir';
import { errorsWith, experimentsDirWith } from './experiments-dir';

const site = loadSite({ root: repoRoot });
const codes = join(fixtures, 'experiments/codes');

/** What `npm run validate` prints for these experiment files next to the real variants. */
function printed(files: Record<string, string>): string[] {
  const experimentsDir = experimentsDirWith(files);
  return loadExperiments({ root: repoRoot, experimentsDir, pages: site.pages, variantNames: variantNamesOf(site) }).errors.map(formatError);
}

/** `file:line:col` of `token` on the line of `file` that holds `lineHas`, found in the text itself. */
function at(file: string, text: string, lineHas: string, token = lineHas): string {
  const lines = text.split('\n');
  const index = lines.findIndex((l) => l.includes(lineHas));
  if (index < 0) throw new Error(`no line with ${lineHas}`);
  return `${file}:${index + 1}:${lines[index]!.indexOf(token, lines[index]!.indexOf(lineHas)) + 1}`;
}

const fixture = (code: string, name: string) => readFileSync(join(codes, code, name), 'utf8');

const valid = readFileSync(join(repoRoot, 'experiments/home-headline.yaml'), 'utf8');

describe('experiment files', () => {
  it('the sample experiment on / is valid next to the real variants', () => {
    expect(printed({ 'home-headline.yaml': valid })).toEqual([]);
  });

  it('the experiment example of docs/marketers/experiments.md is valid as written', () => {
    const section = readFileSync(join(repoRoot, 'docs/marketers/experiments.md'), 'utf8');
    const example = /```yml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example).toContain('$schema=../schemas/experiment.schema.json');
    expect(printed({ 'readme-example.yaml': example! })).toEqual([]);
  });

  it.each([
    [
      'ExperimentWeights',
      'uneven.yaml',
      (t: string) =>
        `${at('experiments/uneven.yaml', t, '  - { name: control', '-')} arms: The arms' weights add up to 90: they are shares of the route's visitors, so they must add up to 100`,
    ],
    [
      'ExperimentControl',
      'no-control.yaml',
      (t: string) =>
        `${at('experiments/no-control.yaml', t, '  - { name: control', '-')} arms: No arm is the control: mark the arm that shows the route's page today with control: true`,
    ],
    [
      'DuplicateArm',
      'twins.yaml',
      (t: string) =>
        `${at('experiments/twins.yaml', t, '{ name: control, variant: home-sumba', 'control')} arms[1].name: Two arms are named "control": give each arm a name of its own`,
    ],
    [
      'UnknownArmVariant',
      'misspelt.yaml',
      (t: string) => `${at('experiments/misspelt.yaml', t, 'home-sumbaa')} arms[1].variant: No variant "home-sumbaa" in variants/. Did you mean "home-sumba"?`,
    ],
    [
      'ArmLocale',
      'spanish-arm.yaml',
      (t: string) =>
        `${at('experiments/spanish-arm.yaml', t, 'variant: mex', 'mex, weight')} arms[1].variant: mex is in "es" but / is in "en": every arm shows the route in its own language`,
    ],
    [
      'ExperimentRoute',
      'no-route.yaml',
      (t: string) => `${at('experiments/no-route.yaml', t, '/mansoin')} route: No page has route "/mansoin". Did you mean "/mansion"?`,
    ],
    ['UnknownWinner', 'winner.yaml', (t: string) => `${at('experiments/winner.yaml', t, 'sumbaa')} winner: No arm named "sumbaa". Did you mean "sumba"?`],
    [
      'ExperimentDates',
      'backwards.yaml',
      (t: string) => `${at('experiments/backwards.yaml', t, 'end: 2026-12-01', '2026')} end: The experiment ends (2026-12-01) before it starts (2027-01-31)`,
    ],
    [
      'ExperimentTooShort',
      'ten-days.yaml',
      (t: string) =>
        `${at('experiments/ten-days.yaml', t, 'end: 2026-12-10', '2026')} end: Each arm needs 13,914 visitors to detect a 20% lift on a 3% conversion rate (two-sided α 0.05, power 0.8): ` +
        'at 900 visitors a day, 50% of them on the smallest arm, that takes 31 days, and the dates give 10. End on 2026-12-31 or later, or test for a larger minimumDetectableEffect',
    ],
  ])('%s prints one line at the offending value', (code, name, line) => {
    const text = fixture(code, name);
    expect(printed({ [name]: text })).toEqual([line(text)]);
  });

  it('refuses a second control at its control: true', () => {
    const text = valid.replace('weight: 50 }', 'weight: 50, control: true }');
    expect(printed({ 'two.yaml': text })).toEqual([
      `${at('experiments/two.yaml', text, 'name: sumba', 'true')} arms[1].control: A second control: "control" is the control already, and an experiment has exactly one`,
    ]);
  });

  it("refuses an arm showing another arm's variant, which would mark the route's page as a copy", () => {
    const text = valid.replace('variant: home-sumba', 'variant: home');
    expect(printed({ 'same.yaml': text })).toEqual([
      `${at('experiments/same.yaml', text, 'name: sumba', 'home')} arms[1].variant: Arm "control" shows home already: each arm shows a variant of its own`,
    ]);
  });

  it('refuses a control that is not the page of the route', () => {
    const text = valid.replace('variant: home,', 'variant: team,').replace('variant: home-sumba', 'variant: home');
    expect(printed({ 'other.yaml': text })).toEqual([
      `${at('experiments/other.yaml', text, 'variant: team', 'team')} arms[0].variant: The control team is the page of /team, not of /: the control is the page the route shows today`,
    ]);
  });

  it('refuses a second experiment on the same route in overlapping dates, at the later file', () => {
    const first = fixture('ExperimentOverlap', 'a-first.yaml');
    const second = fixture('ExperimentOverlap', 'b-second.yaml');
    expect(printed({ 'a-first.yaml': first, 'b-second.yaml': second })).toEqual([
      `${at('experiments/b-second.yaml', second, 'route: /', '/')} route: experiments/a-first.yaml runs an experiment on / at the same time: one experiment per route at a time, so give them dates that do not overlap`,
    ]);
  });

  it('allows experiments on one route one after another', () => {
    const first = fixture('ExperimentOverlap', 'a-first.yaml');
    const later = fixture('ExperimentOverlap', 'b-second.yaml').replace('start: 2027-01-15', 'start: 2027-02-01');
    expect(printed({ 'a-first.yaml': first, 'b-second.yaml': later })).toEqual([]);
  });

  it('accepts a test long enough for its sample, and no sample check without dailyVisitors', () => {
    const ten = fixture('ExperimentTooShort', 'ten-days.yaml');
    expect(printed({ 'month.yaml': ten.replace('end: 2026-12-10', 'end: 2026-12-31') })).toEqual([]);
    expect(printed({ 'unknown-traffic.yaml': ten.replace('dailyVisitors: 900\n', '') })).toEqual([]);
  });

  it('names the file as an id, with a schema comment first, and in the shape of the schema', () => {
    const name = fixture('ExperimentName', 'Home_Headline.yaml');
    expect(printed({ 'Home_Headline.yaml': name })).toEqual([
      'experiments/Home_Headline.yaml:1:1: "Home_Headline" cannot name an experiment: results and the visitor\'s cookie carry it, so rename the file to lowercase words joined by hyphens, like home-headline.yaml',
    ]);
    expect(printed({ 'bare.yaml': valid.split('\n').slice(1).join('\n') })).toEqual([
      'experiments/bare.yaml:1:1: The first line must be: # yaml-language-server: $schema=../schemas/experiment.schema.json',
    ]);
    const typo = valid.replace('goal: founder-application', 'gaol: founder-application').replace('weight: 50 }', 'weight: "50" }');
    expect(printed({ 'typo.yaml': typo })).toEqual([
      `${at('experiments/typo.yaml', typo, 'gaol')} gaol: Unknown key "gaol". Did you mean "goal"?`,
      `${at('experiments/typo.yaml', typo, 'name: sumba', '"50"')} arms[1].weight: Expected a number, got "50"`,
    ]);
    const date = valid.replace('end: 2027-01-31', 'end: 2027-02-30');
    expect(printed({ 'date.yaml': date })).toEqual([
      `${at('experiments/date.yaml', date, 'end: ', '2027')} end: Dates are written YYYY-MM-DD, like 2026-12-01`,
    ]);
  });
});

describe('secondary goals and guardrails', () => {
  it('accepts goals and the paid amount beside the primary goal, and carries them into the manifest', () => {
    const watched = valid.replace(
      'dailyVisitors: 900',
      'dailyVisitors: 900\nsecondaryGoals: [partnership-application]\nguardrails: [contact-message, paid-amount]',
    );
    expect(printed({ 'watched.yaml': watched })).toEqual([]);
    const loaded = loadExperiments({
      root: repoRoot,
      experimentsDir: experimentsDirWith({ 'watched.yaml': watched }),
      pages: site.pages,
      variantNames: variantNamesOf(site),
    });
    const manifest = experimentManifest(loaded.experiments, site.pages, (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`));
    expect(manifest.experiments[0]).toMatchObject({ secondaryGoals: ['partnership-application'], guardrails: ['contact-message', 'paid-amount'] });
  });

  it('refuses a goal watched twice, at the second mention, and an unknown one', () => {
    const twice = valid.replace(
      'dailyVisitors: 900',
      'dailyVisitors: 900\nsecondaryGoals: [contact-message]\nguardrails: [founder-application, contact-message]',
    );
    const line = twice.split('\n').findIndex((l) => l.startsWith('guardrails')) + 1;
    const guardrails = twice.split('\n')[line - 1]!;
    expect(printed({ 'twice.yaml': twice })).toEqual([
      `experiments/twice.yaml:${line}:${guardrails.indexOf('founder') + 1} guardrails[0]: founder-application is already the goal: each goal is watched once`,
      `experiments/twice.yaml:${line}:${guardrails.lastIndexOf('contact') + 1} guardrails[1]: contact-message is already in secondaryGoals: each goal is watched once`,
    ]);
    const unknown = valid.replace('dailyVisitors: 900', 'dailyVisitors: 900\nguardrails: [bounce-rate]');
    expect(printed({ 'unknown.yaml': unknown })[0]).toMatch(/^experiments\/unknown\.yaml:\d+:\d+ guardrails\[0\]: /);
  });
});

describe('bandit experiment files (type: bandit)', () => {
  const bandit = readFileSync(join(repoRoot, 'tests/fixtures/experiment-site/partner-bandit.yaml'), 'utf8');

  it("the browser test's bandit on /partner is valid, and its cadence and floor reach the manifest", () => {
    expect(printed({ 'partner-bandit.yaml': bandit })).toEqual([]);
    const loaded = loadExperiments({
      root: repoRoot,
      experimentsDir: experimentsDirWith({ 'partner-bandit.yaml': bandit }),
      pages: site.pages,
      variantNames: variantNamesOf(site),
    });
    expect(loaded.experiments[0]?.data).toMatchObject({ type: 'bandit', reweighEvery: '7d', explorationFloor: 0.05 });
  });

  it('the bandit example of docs/marketers/experiments.md is valid as written', () => {
    const doc = readFileSync(join(repoRoot, 'docs/marketers/experiments.md'), 'utf8');
    const example = [...doc.matchAll(/```yml\n([\s\S]*?)```/g)].map((match) => match[1]!).find((block) => block.includes('type: bandit'));
    expect(example).toContain('$schema=../schemas/experiment.schema.json');
    expect(printed({ 'doc-bandit.yaml': example! })).toEqual([]);
  });

  it('refuses a cadence or floor on an A/B test, at the key, and a floor that leaves nothing to move', () => {
    const ab = valid.replace('dailyVisitors: 900', 'dailyVisitors: 900\nreweighEvery: 6h');
    expect(printed({ 'ab.yaml': ab })).toEqual([
      `${at('experiments/ab.yaml', ab, 'reweighEvery', '6h')} reweighEvery: reweighEvery belongs to a bandit: add type: bandit, or remove it`,
    ]);
    const greedy = bandit.replace('explorationFloor: 0.05', 'explorationFloor: 0.5');
    expect(printed({ 'greedy.yaml': greedy })).toEqual([
      `${at('experiments/greedy.yaml', greedy, 'explorationFloor', '0.5')} explorationFloor: explorationFloor × 2 arms must stay below 1, or no traffic is left to move toward the best arm`,
    ]);
    const slow = bandit.replace('reweighEvery: 7d', 'reweighEvery: 30d');
    expect(printed({ 'slow.yaml': slow })).toEqual([
      `${at('experiments/slow.yaml', slow, 'reweighEvery', '30d')} reweighEvery: A bandit is worked out again at least once a week: write at most 168h or 7d`,
    ]);
    const vague = bandit.replace('reweighEvery: 7d', 'reweighEvery: weekly');
    expect(printed({ 'vague.yaml': vague })).toEqual([
      `${at('experiments/vague.yaml', vague, 'reweighEvery', 'weekly')} reweighEvery: Write a number of hours or days, like 6h or 1d`,
    ]);
  });
});

describe('personalised text slots in variants', () => {
  it('each mistake prints at the string that holds the slot', () => {
    const file = 'variants/slots.yaml';
    const text = readFileSync(join(codes, 'ParamSlot/variants/slots.yaml'), 'utf8');
    const lines = errorsWith(join(codes, 'ParamSlot')).map(formatError);
    expect(lines).toEqual([
      `${at(file, text, 'title:', '"')} title: {param:utm_term|Land} cannot be in the page's title, which goes into the head where nothing fills it: use it in a block's text`,
      `${at(file, text, 'badge:', '"')} blocks[0].badge: {param:utm_campaign|World Cup}: this page declares no parameter "utm_campaign" (it declares "utm_term")`,
      `${at(file, text, 'headline:', '"')} blocks[0].headline: {param:utm_term|Own a plot of land on the island of Sumba}: the default has 41 characters, more than params.utm_term.maxLength (20)`,
      `${at(file, text, 'tag:', '"')} blocks[0].tag: {param:utm_term} needs the text to show without the parameter: write {param:utm_term|Your text}`,
    ]);
  });
});
