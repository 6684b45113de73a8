import type { z } from 'zod';
import { compileVocabulary, type CompiledVocabulary } from './compile-vocabulary';
import { loadSiteWith, type LoadedSite, type LoadOptions } from './load-site';
import type { SiteCache } from './site-cache';
import type { Vocabulary } from './vocabulary';

/**
 * The engine for one site: its vocabulary (blocks, dialogs, page rules) compiled into a page
 * schema and JSON Schemas, and the loader that reads, resolves and checks that site's variants
 * with them. The engine takes its words as an argument, as a renderer takes its components:
 * two sites are two calls, and the engine imports neither.
 */
export interface Engine<V extends Vocabulary = Vocabulary> extends CompiledVocabulary<V> {
  loadSite(options: LoadOptions, cache?: SiteCache): LoadedSite<SiteDialogs<V>>;
}

/** What a site's dialogs.yaml parses to. */
export type SiteDialogs<V extends Vocabulary> = z.output<ReturnType<V['dialogs']['site']>>;

export function createEngine<const V extends Vocabulary>(vocabulary: V): Engine<V> {
  const words = compileVocabulary(vocabulary);
  return {
    ...words,
    loadSite: (options, cache) => loadSiteWith(words, options, cache) as LoadedSite<SiteDialogs<V>>,
  };
}
