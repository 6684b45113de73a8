import { writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { errorCatalogue } from '../engine/error-catalogue';
import type { LoadedSite } from '../engine/load-site';
import { MANIFEST_FILE, type Manifest } from './manifest';
import type { SlotPlacementError } from './param-slots';

/** Every variant file's name (what an arm names), valid or not. */
export function variantNamesOf(site: Pick<LoadedSite, 'variantFiles'>): string[] {
  return site.variantFiles.map(({ file }) => basename(file, extname(file)));
}

export function writeManifest(outDir: string, manifest: Manifest): void {
  writeFileSync(join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The build's report for a page whose slot sits where no span can go: the file, the route, the parameter. */
export function placementFailure(file: string, error: SlotPlacementError): { messages: string[]; hints: string[] } {
  return {
    messages: error.message.split('\n').map((line) => `${file}: ${line}`),
    hints: [`  ParamSlot: ${errorCatalogue.ParamSlot.hint}`],
  };
}
