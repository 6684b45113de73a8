import type { z } from 'zod';
import type { BlockDefinition } from './define-block';

/**
 * What a site gives the engine (createEngine in ./engine.ts): the words its pages may use. The
 * engine knows how to read, resolve, check and report a page; which blocks a page may hold, what
 * its dialogs say and which rules of its own a page obeys are the site's, passed in here. The
 * engine imports nothing from a site (tests/unit/import-direction.test.ts).
 */
export interface Vocabulary<SiteDialogs extends z.ZodType = z.ZodType, PageDialogs extends z.ZodType = z.ZodType> {
  /** Every block type a page may hold, by its YAML `type`. */
  blocks: BlockRegistry;
  dialogs: {
    /**
     * variants/_shared/dialogs.yaml: the dialogs' and toasts' texts and settings, site-wide, for
     * the languages site.yaml declares (its texts come in each of them).
     */
    site: (locales: readonly string[]) => SiteDialogs;
    /** A page's own `dialogs:` key: the texts it says in place of the site-wide ones. */
    page: PageDialogs;
    /**
     * The first steps of the dialogs a page opens, as HTML the page carries (closed native
     * <dialog>s its loader opens in the tap's own frame), given the action kinds of the page's
     * buttons. None: every dialog waits for its code.
     */
    firstSteps?(dialogs: z.output<SiteDialogs>, page: { locale: string; dialogs?: unknown }, kinds: readonly string[]): string;
  };
  /**
   * The block of the page a paid checkout returns to: each language with pay buttons has exactly
   * one page holding it (checked at load), and the payment functions are told its route. None: the
   * site takes no payments that need one.
   */
  completionBlock?: string;
  /** Rules a page's data obeys beyond its schema, each mistake at the path of the value that holds it. */
  pageRules?: readonly PageRule[];
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds blocks of every prop type; each is checked by defineBlock where it is written
export type BlockRegistry = Readonly<Record<string, BlockDefinition<string, any>>>;

/** One mistake a page rule found: the catalogue's ParamSlot words it (error-words/experiments.ts). */
export interface PageRuleProblem {
  path: (string | number)[];
  problem: SlotProblem;
}

export type PageRule = (page: Record<string, unknown>, params: DeclaredParams | undefined) => readonly PageRuleProblem[];

/** The page's `params:`: each URL parameter its text may show, with the most characters kept. */
export type DeclaredParams = Readonly<Record<string, { maxLength: number }>>;

/** What is wrong with one `{param:NAME|default}` slot, as the catalogue's ParamSlot entry words it. */
export type SlotProblem =
  | { slot: string; undeclared: string; declared: readonly string[] }
  | { slot: string; noDefault: string }
  | { slot: string; tooLong: string; length: number; maxLength: number }
  | { slot: string; inHead: string };
