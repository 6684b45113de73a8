import { aType, describeValue } from './describe';
import type { SlotProblem } from '../experiments/param-slots';

const quoted = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(', ');

/**
 * What an error can add about the name the author wrote, as data (src/engine/hints.ts and
 * suggest.ts decide which): the likely typo, what exists (all of it, or the nearest few of a long
 * list), or, for an amount written where a product id goes, the products at that price.
 */
export type Suggestion =
  | { nothing: true }
  | { closest: string }
  | { noneExist: string }
  | { all: readonly string[]; noun: string }
  | { nearest: readonly string[]; of: number; noun: string }
  | { priceNotName: string; atThatPrice: readonly string[]; more: boolean };

/** The words of a Suggestion, with a leading space (or '' when there is nothing to add). */
export function suggestionText(s: Suggestion): string {
  if ('closest' in s) return ` Did you mean "${s.closest}"?`;
  if ('noneExist' in s) return ` There are no ${s.noneExist}.`;
  if ('all' in s) return ` The ${s.noun}: ${quoted(s.all)}.`;
  if ('nearest' in s) return ` The nearest of the ${s.of} ${s.noun}: ${quoted(s.nearest)}.`;
  if ('priceNotName' in s) {
    const atThatPrice = s.atThatPrice.length ? ` Products at that price: ${quoted(s.atThatPrice)}${s.more ? ', …' : ''}.` : '';
    return ` ${s.priceNotName} names a product, not a price (amounts are in cents in products.yaml).${atThatPrice}`;
  }
  return '';
}

/**
 * Every author error, by its permanent code: the message it prints (built from typed
 * parameters, so no text is assembled where the error is found) and one sentence of what to do,
 * printed once under the error lines. `suggestion` parameters are Suggestion data, worded here.
 */
interface Entry<P> {
  message: (params: P) => string;
  hint: string;
}
const entry = <P>(e: Entry<P>): Entry<P> => e;

/** The file's own parser said what is wrong (the yaml package, or JSON.parse); its words are the message. */
type Detail = { detail: string };

const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;

/** A line out of place in a YAML file, as src/engine/yaml-syntax.ts and yaml-blame.ts find it. */
export type IndentationParams =
  /** A tab in the indentation, after this many spaces. */
  | { tabAfterSpaces: number }
  /** A key or list item at the wrong depth; `others` are the lines around it or after it, at `expected`. */
  | { indented: number; item: boolean; others: 'around' | 'after'; expected: number }
  /** A list item whose first key does not line up with the keys under it. */
  | { itemIndented: number; keysUnder: number; indentTo: number }
  /** A line of a block of text less indented than the text after or above it. */
  | { textIndented: number; textFrom: 'after' | 'above'; expected: number };

/** What is wrong inside a YAML line, found by the layout reader; or the parser's own words. */
export type YamlSyntaxParams = Detail | { unclosedQuote: string } | { textAfterQuote: string } | { gluedKey: string; text: string };

/** What is wrong in a JSON file, at the first mistake; or the parser's own words. */
export type JsonSyntaxParams =
  | Detail
  | { unterminatedString: true }
  | { expected: 'a double-quoted string' | '":" after the key' | 'a value' | { commaOr: string }; found: string }
  | { trailingCommaBefore: string }
  | { afterEnd: string };

export const errorCatalogue = {
  YamlSyntax: entry<YamlSyntaxParams>({
    message: (p) => {
      if ('unclosedQuote' in p) return `The text opened with ${p.unclosedQuote} here is never closed; add a closing ${p.unclosedQuote} where it ends`;
      if ('textAfterQuote' in p) return `Text after the closing ${p.textAfterQuote}: the whole value goes inside the quotes`;
      if ('gluedKey' in p) return `Add a space after "${p.gluedKey}:"; without it YAML reads "${p.text}" as text, not as a key and its value`;
      return p.detail;
    },
    hint: 'Mend the YAML at the position shown; the rest of the file is checked once it reads as YAML.',
  }),
  JsonSyntax: entry<JsonSyntaxParams>({
    message: (p) => {
      if ('unterminatedString' in p) return 'Unterminated string or bad escape';
      if ('expected' in p) return `Expected ${typeof p.expected === 'string' ? p.expected : `"," or "${p.expected.commaOr}"`}, found ${p.found}`;
      if ('trailingCommaBefore' in p) return `Trailing comma before "${p.trailingCommaBefore}": JSON allows none`;
      if ('afterEnd' in p) return `Unexpected ${p.afterEnd} after the end of the data`;
      return p.detail;
    },
    hint: 'Mend the JSON at the position shown: keys and texts in double quotes, a comma between items and none after the last.',
  }),
  Indentation: entry<IndentationParams>({
    message: (p) => {
      if ('tabAfterSpaces' in p)
        return p.tabAfterSpaces === 0
          ? 'This line starts with a tab; YAML indents with spaces only'
          : `This line has a tab after ${spaces(p.tabAfterSpaces)}; YAML indents with spaces only`;
      if ('itemIndented' in p)
        return `This list item is indented ${spaces(p.itemIndented)}; for its first key to line up with the ${p.keysUnder}-space keys under it, indent it ${p.indentTo}`;
      if ('textIndented' in p) return `This line is indented ${spaces(p.textIndented)}; the text ${p.textFrom} it uses ${p.expected}`;
      const what = p.item ? 'list item' : 'line';
      const indented = p.indented === 0 ? `This ${what} is not indented` : `This ${what} is indented ${spaces(p.indented)}`;
      return `${indented}; the ${p.item ? 'items' : 'keys'} ${p.others} it ${p.expected === 0 ? 'are not indented' : `use ${p.expected}`}`;
    },
    hint: 'YAML nests by indentation, with spaces only: the keys of one map line up, and what belongs to a key goes further in.',
  }),
  EmptyFile: entry<Record<string, never>>({
    message: () => 'The file is empty: it holds no data, only blank lines or comments',
    hint: 'A variant file holds data; save the file with its content, or delete it if the variant is not wanted.',
  }),
  DuplicateName: entry<{ first: string; file: string; name: string }>({
    message: ({ first, file, name }) => `${first} and ${file} both define "${name}": keep one of them`,
    hint: 'Each variant name may be used by one file only (name.yaml or name.json): delete or rename the other.',
  }),
  MissingSchemaComment: entry<{ yamlLine: string } | { jsonRef: string }>({
    message: (p) => ('yamlLine' in p ? `The first line must be: ${p.yamlLine}` : `The data must start with: "$schema": "${p.jsonRef}",`),
    hint: 'Every variant names its schema first, so every editor checks the file against the schema CI uses and underlines the same mistakes CI reports.',
  }),
  SchemaViolation: entry<
    | { missingKey: string; options?: readonly string[] }
    | { expectedType: string; got: unknown }
    | { expectedOneOf: readonly unknown[]; got: unknown }
    | { bound: 'at least' | 'at most'; limit: number | bigint; unit?: 'item' | 'character'; got: unknown }
    | { unknownTag: string; tag: unknown; suggestion: Suggestion }
    | { rule: string; got?: unknown }
  >({
    message: (p) => {
      if ('missingKey' in p)
        return `Missing required key "${p.missingKey}"${p.options ? `: one of ${p.options.map((o) => JSON.stringify(o)).join(', ')}` : ''}`;
      if ('expectedType' in p) return `Expected ${aType(p.expectedType)}, got ${describeValue(p.got)}`;
      if ('expectedOneOf' in p) return `Expected ${p.expectedOneOf.map((v) => JSON.stringify(v)).join(' or ')}, got ${describeValue(p.got)}`;
      if ('bound' in p) {
        const bound = `${p.bound} ${String(p.limit)}`;
        if (!p.unit) return `Expected ${bound}, got ${describeValue(p.got)}`;
        const count = Array.isArray(p.got) || typeof p.got === 'string' ? p.got.length : 0;
        return `Expected ${bound} ${p.unit}${p.limit === 1 ? '' : 's'}, got ${count}`;
      }
      if ('unknownTag' in p) return `Unknown ${p.unknownTag} ${describeValue(p.tag)}.${suggestionText(p.suggestion)}`;
      // A block's own rule (a refine in its schema.ts) words its message itself.
      return 'got' in p ? `${p.rule} (got ${describeValue(p.got)})` : p.rule;
    },
    hint: "Write the value the message asks for; a block's fields and their types are in its Storybook docs and in schemas/variant.schema.json.",
  }),
  UnknownBlockType: entry<
    { type: unknown; suggestion: Suggestion } | { missingType: true; options?: readonly string[] } | { refWithoutType: string; fits: string | undefined }
  >({
    message: (p) => {
      if ('type' in p) return `Unknown block type ${describeValue(p.type)}.${suggestionText(p.suggestion)}`;
      if ('missingType' in p) return `Missing required key "type"${p.options ? `: one of ${p.options.map((o) => JSON.stringify(o)).join(', ')}` : ''}`;
      const how = p.fits
        ? ` It fits a ${p.fits} block: write "- type: ${p.fits}" with $ref: "${p.refWithoutType}" on the next line.`
        : ' Write "- type: <block type>" with the $ref on the next line.';
      return `"${p.refWithoutType}" is not a whole block: it has no type.${how}`;
    },
    hint: 'Every block type must have a folder in src/blocks/: use one of them, or add the block first (see "Adding a block").',
  }),
  UnknownKey: entry<{ key: string; suggestion: Suggestion }>({
    message: ({ key, suggestion }) => `Unknown key "${key}".${suggestionText(suggestion)}`,
    hint: "Only the keys a schema declares are allowed: fix the spelling or remove the key (a block's fields are in its Storybook docs).",
  }),
  DuplicateRoute: entry<{ route: string; file: string }>({
    message: ({ route, file }) => `Route "${route}" is already the route of ${file}: give this page a route of its own`,
    hint: 'Two variants would be written to the same page: give each variant a route of its own.',
  }),
  UnresolvedRef: entry<
    | { badRef: unknown }
    | { ref: string; through: readonly string[] }
    | { sharedFile: string; suggestion: Suggestion }
    | { ref: string; segment: string; file: string; suggestion: Suggestion }
    | { missingFile: string }
  >({
    message: (p) => {
      if ('badRef' in p) return `$ref must look like "destinations#/en", got ${JSON.stringify(p.badRef)}`;
      if ('through' in p) return `$ref "${p.ref}" refers to itself through ${p.through.join(' → ')}`;
      if ('sharedFile' in p) return `No shared file variants/_shared/${p.sharedFile}.yaml.${suggestionText(p.suggestion)}`;
      if ('segment' in p) return `$ref "${p.ref}": no "${p.segment}" in ${p.file}.${suggestionText(p.suggestion)}`;
      return `${p.missingFile} is missing`;
    },
    hint: 'A $ref must name a file in variants/_shared/ and a path inside it, like "destinations#/en"; the shared files every page reads must exist.',
  }),
  UnknownExtends: entry<{ name: string; suggestion: Suggestion }>({
    message: ({ name, suggestion }) => `No variant "${name}" to extend.${suggestionText(suggestion)}`,
    hint: 'extends must name another variant file, without .yaml.',
  }),
  ExtendsCycle: entry<{ name: string; chain: readonly string[] }>({
    message: ({ name, chain }) => `"${name}" extends itself through ${chain.join(' → ')}`,
    hint: 'Variants cannot extend each other in a circle: let one variant of the circle stand without extends.',
  }),
  UnknownOverride: entry<{ id: string; suggestion: Suggestion }>({
    message: ({ id, suggestion }) => `No block with id "${id}" on this page.${suggestionText(suggestion)}`,
    hint: 'overrides must name a block id of the page (the id: of one of its blocks, inherited ones included).',
  }),
  UnknownProduct: entry<{ product: string; suggestion: Suggestion; template?: string }>({
    message: ({ product, suggestion, template }) =>
      template
        ? `${template}: no product "${product}" in the catalogue.${suggestionText(suggestion)}`
        : `No product "${product}" in variants/_shared/products.yaml.${suggestionText(suggestion)}`,
    hint: 'Product ids come from variants/_shared/products.yaml: use one of them, or add the product there first.',
  }),
  MissingMedia: entry<{ src: string }>({
    message: ({ src }) => `File not found: public${src}`,
    hint: 'Media paths point into public/: put the file there, or fix the path to one that exists.',
  }),
  BadTemplate: entry<{ template: string; product: string; field: string }>({
    message: ({ template, product, field }) => `${template}: product "${product}" has no ${field} price (use .amount or .monthly)`,
    hint: 'Templates in copy take the form {price:PRODUCT}, {price:PRODUCT.amount} or {price:PRODUCT.monthly}.',
  }),
  LocaleTextMissing: entry<{ where: string; has: string; lacks: string } | { where: string; first: string; kind: string; second: string; otherKind: string }>({
    message: (p) =>
      'has' in p ? `${p.where} exists in ${p.has} but not in ${p.lacks}` : `${p.where} is ${p.kind} in ${p.first} but ${p.otherKind} in ${p.second}`,
    hint: 'Every UI text of a shared fragment exists in each of its languages, with the same shape: add the missing one.',
  }),
  BadTranslation: entry<
    | { ownLocale: string }
    | { noRoute: string; suggestion: Suggestion }
    | { route: string; file: string; isIn: string; listedAs: string }
    | { route: string; file: string; locale: string; back: string | undefined; self: string }
  >({
    message: (p) => {
      if ('ownLocale' in p) return `This page is itself in "${p.ownLocale}": list only its translations into other languages`;
      if ('noRoute' in p) return `No page has route "${p.noRoute}".${suggestionText(p.suggestion)}`;
      if ('isIn' in p) return `${p.route} (${p.file}) is in "${p.isIn}", not "${p.listedAs}": list it under ${p.isIn}, or give it locale ${p.listedAs}`;
      const now = p.back ? `it names ${p.back} instead` : 'it names none';
      return `${p.route} (${p.file}) must name this page back as its "${p.locale}" translation (translations: { ${p.locale}: ${p.self} }); ${now}`;
    },
    hint: 'translations name existing pages in that language, which name this one back: fix the route or add the link back.',
  }),
  CompletionPage: entry<{ block: string; locale: string; holder: string; holderRoute: string } | { block: string; payLocale: string }>({
    message: (p) =>
      'holder' in p
        ? `A second ${p.block} page in "${p.locale}": a paid checkout returns to one page per language, and ${p.holder} (${p.holderRoute}) is it. Keep one of them`
        : `A pay button in "${p.payLocale}" needs a page to return to after paying: add a variant with locale ${p.payLocale} and a ${p.block} block (like variants/thank-you.yaml)`,
    hint: 'Each language with pay buttons has exactly one membership-form page: add the missing one or remove the extra.',
  }),
  // Experiments (experiments/*.yaml, src/experiments/) and the personalised text slots of pages.
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

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorParams<C extends ErrorCode> = Parameters<(typeof errorCatalogue)[C]['message']>[0];

export const errorMessage = <C extends ErrorCode>(code: C, params: ErrorParams<C>): string =>
  (errorCatalogue[code].message as (p: ErrorParams<C>) => string)(params);

/**
 * What is added to an error's message where only this project can say more: after the message,
 * before any hint. Kept here so the words of every author error live in this one file.
 */
export const addenda = {
  /** `amount: "6500"` */
  unquoteNumber: (message: string) => `${message}: write the number without quotes`,
  /** `amount: 12€`: the amount the author meant, in cents. */
  wholeCents: (message: string, { cents }: { cents: number }) => `${message}: amounts are whole cents, so write ${cents}`,
  /** A "Did you mean …?" or what exists, with its leading space. */
  suggestion: (message: string, { suggestion }: { suggestion: Suggestion }) => `${message}.${suggestionText(suggestion)}`,
  /** A mistake in shared content, reported at the `$ref` that brought it: where it lies in the shared file. */
  fromShared: (message: string, { file, line, col }: { file: string; line: number; col: number }) =>
    `${message.replace(/\.$/, '')} (from ${file}:${line}:${col})`,
} as const;
export type Addendum = keyof typeof addenda;
