import type { SlotProblem } from '../vocabulary';
import { entry, quoted, suggestionText, type Suggestion } from './entry';

/** Experiments (experiments/*.yaml, src/experiments/) and the personalised text slots of pages. */
export const experimentErrors = {
  ExperimentName: entry<{ name: string }>({
    message: ({ name }) =>
      `"${name}" cannot name an experiment: results and the visitor's cookie carry it, so rename the file to lowercase words joined by hyphens, like home-headline.yaml`,
    hint: "An experiment's id is its file name: lowercase words joined by hyphens.",
  }),
  ExperimentWeights: entry<{ total: number }>({
    message: ({ total }) => `The arms' weights add up to ${total}: they are shares of the route's visitors, so they must add up to 100`,
    hint: "Weights are percentages of the route's visitors: make the arms' weights add up to 100.",
  }),
  ExperimentControl: entry<{ noControl: true } | { first: string }>({
    message: (p) =>
      'first' in p
        ? `A second control: "${p.first}" is the control already, and an experiment has exactly one`
        : "No arm is the control: mark the arm that shows the route's page today with control: true",
    hint: 'Exactly one arm is the control (control: true): the page the route shows today, which bots and hosts without the router get.',
  }),
  DuplicateArm: entry<{ name: string } | { variant: string; first: string }>({
    message: (p) =>
      'variant' in p
        ? `Arm "${p.first}" shows ${p.variant} already: each arm shows a variant of its own`
        : `Two arms are named "${p.name}": give each arm a name of its own`,
    hint: "Arm names label the results and the visitor's cookie, and each arm shows its own variant: give every arm its own name and variant.",
  }),
  UnknownArmVariant: entry<{ variant: string; suggestion: Suggestion }>({
    message: ({ variant, suggestion }) => `No variant "${variant}" in variants/.${suggestionText(suggestion)}`,
    hint: 'An arm names a variant file without .yaml: create the variant first (npm run new -- variant /route --from home).',
  }),
  ArmLocale: entry<{ variant: string; locale: string; route: string; routeLocale: string }>({
    message: ({ variant, locale, route, routeLocale }) =>
      `${variant} is in "${locale}" but ${route} is in "${routeLocale}": every arm shows the route in its own language`,
    hint: "Every arm of an experiment is in the language of the route's page: test copies in the same language.",
  }),
  ExperimentRoute: entry<{ route: string; suggestion: Suggestion } | { route: string; variant: string; variantRoute: string }>({
    message: (p) =>
      'variant' in p
        ? `The control ${p.variant} is the page of ${p.variantRoute}, not of ${p.route}: the control is the page the route shows today`
        : `No page has route "${p.route}".${suggestionText(p.suggestion)}`,
    hint: "An experiment tests a built route: its route is a variant's route, and that variant is the control arm.",
  }),
  ExperimentOverlap: entry<{ route: string; other: string }>({
    message: ({ route, other }) =>
      `${other} runs an experiment on ${route} at the same time: one experiment per route at a time, so give them dates that do not overlap`,
    hint: 'A route runs one experiment at a time: end one before the next starts (start and end dates), or merge their arms.',
  }),
  UnknownWinner: entry<{ winner: string; suggestion: Suggestion }>({
    message: ({ winner, suggestion }) => `No arm named "${winner}".${suggestionText(suggestion)}`,
    hint: "winner names one of the experiment's arms; everyone is then shown that arm.",
  }),
  ExperimentDates: entry<{ start: string; end: string }>({
    message: ({ start, end }) => `The experiment ends (${end}) before it starts (${start})`,
    hint: 'start and end are dates as YYYY-MM-DD, the start on or before the end (both days included).',
  }),
  ExperimentTooShort: entry<{
    perArm: number;
    lift: number;
    baselineRate: number;
    dailyVisitors: number;
    smallestShare: number;
    daysNeeded: number;
    daysGiven: number;
    lastDay: string;
  }>({
    message: (p) => {
      const share = p.smallestShare < 100 ? `, ${p.smallestShare}% of them on the smallest arm,` : '';
      return (
        `Each arm needs ${p.perArm.toLocaleString('en-US')} visitors to detect a ${percent(p.lift)} lift on a ${percent(p.baselineRate)} conversion rate ` +
        `(two-sided α 0.05, power 0.8): at ${p.dailyVisitors.toLocaleString('en-US')} visitors a day${share} that takes ${p.daysNeeded} days, ` +
        `and the dates give ${p.daysGiven}. End on ${p.lastDay} or later, or test for a larger minimumDetectableEffect`
      );
    },
    hint: 'An experiment must be able to reach its sample within its dates: lengthen it, or test for a larger effect.',
  }),
  ParamSlot: entry<SlotProblem | { slot: string; route: string; inAttribute: true }>({
    message: (p) => {
      if ('undeclared' in p)
        return p.declared.length
          ? `${p.slot}: this page declares no parameter "${p.undeclared}" (it declares ${quoted(p.declared)})`
          : `${p.slot}: this page declares no parameters: add params: { ${p.undeclared}: { maxLength: 60 } } to it`;
      if ('noDefault' in p) return `${p.slot} needs the text to show without the parameter: write {param:${p.noDefault}|Your text}`;
      if ('tooLong' in p) return `${p.slot}: the default has ${p.length} characters, more than params.${p.tooLong}.maxLength (${p.maxLength})`;
      if ('inHead' in p) return `${p.slot} cannot be in the page's ${p.inHead}, which goes into the head where nothing fills it: use it in a block's text`;
      return `${p.slot} on ${p.route} is rendered inside an attribute or a script, where the router cannot fill it: use it in visible text only`;
    },
    hint: 'A {param:NAME|default} slot goes in visible text, names a parameter the page declares in params:, and its default fits maxLength.',
  }),
} as const;

/** 0.2 → "20%", 0.035 → "3.5%". */
function percent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}
