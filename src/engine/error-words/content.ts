import { aType, describeValue } from '../describe';
import { entry, suggestionText, type Suggestion } from './entry';

/** Errors in what a variant says: against its blocks' schemas, in its references, products, media and languages. */
export const contentErrors = {
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
    hint: 'Every block type must have a folder in src/blocks/ (the library) or src/site/blocks/ (the site\'s own): use one of them, or add the block first (see "Adding a block").',
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
    | { unknownLocale: string; locales: string[]; suggestion: Suggestion }
    | { noRoute: string; suggestion: Suggestion }
    | { route: string; file: string; isIn: string; listedAs: string }
    | { route: string; file: string; locale: string; back: string | undefined; self: string }
  >({
    message: (p) => {
      if ('ownLocale' in p) return `This page is itself in "${p.ownLocale}": list only its translations into other languages`;
      if ('unknownLocale' in p) {
        return `"${p.unknownLocale}" is not a language of the site (site.yaml's locales: ${p.locales.join(', ')}).${suggestionText(p.suggestion)}`;
      }
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
    hint: "Each language with pay buttons has exactly one page holding the site's completion block, where a paid checkout returns: add the missing one or remove the extra.",
  }),
} as const;
