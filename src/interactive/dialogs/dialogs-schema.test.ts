import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatError } from '../../engine/errors';
import { loadSite } from '../../site/engine';
import { fieldMessageList } from '../forms/messages';
import { defaultSubmissionLimits } from '../forms/submission-limit';
import { dialogsSchemaFor } from './dialogs-schema';

const root = join(import.meta.dirname, '../../..');
const sharedFile = join(root, 'variants/_shared/dialogs.yaml');
const dialogs = dialogsSchemaFor(['en', 'es']).parse(parse(readFileSync(sharedFile, 'utf8')));
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A variants folder with the real site settings and the given dialogs.yaml text. */
function variantsWith(dialogsYaml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'landfall-dialogs-'));
  made.push(dir);
  mkdirSync(join(dir, '_shared'));
  for (const f of ['site.yaml', 'products.yaml']) copyFileSync(join(root, 'variants/_shared', f), join(dir, '_shared', f));
  writeFileSync(join(dir, '_shared/dialogs.yaml'), dialogsYaml);
  return dir;
}

describe('variants/_shared/dialogs.yaml', () => {
  it('holds the spec texts in English', () => {
    const { founder, partnership, toasts } = dialogs.texts.en!;
    expect(founder.intro.cards.map((c) => c.title)).toEqual(['For Entrepreneurs', 'For Travellers', 'For Investors']);
    expect(founder.intro.button).toBe('Get the dossier');
    expect(founder.form.submitting).toBe('Submitting...');
    expect(founder.success.schedule).toBe('Schedule a Call');
    expect(partnership.benefits).toEqual(['Guaranteed revenue stream', 'Infrastructure development', 'Global marketing exposure', 'Professional management']);
    expect(partnership.submit).toBe('Submit Application');
    expect(partnership.confirmation.text).toContain('5-7 business days');
    expect(toasts).toEqual({
      founderValidation: { title: 'Validation Error', description: 'Please check your input and try again.' },
      founderError: { title: 'Error', description: 'Failed to submit application. Please try again.' },
      partnershipThrottled: { title: 'Slow down', description: 'Too many submissions. Please try again later.' },
      partnershipInvalid: { title: 'Invalid input' },
      partnershipError: { title: 'Error', description: 'Failed to submit partnership application. Please try again.' },
      paymentError: { title: 'Error', description: 'There was an error processing your request. Please try again.' },
      plotTaken: { title: 'This plot is gone', description: 'Someone has just reserved or bought it. Please pick another green plot.' },
      membershipError: { title: 'Error', description: 'There was an error saving your information. Please try again.' },
      membershipSaved: { title: 'Thank you!', description: "We'll contact you within the next few hours to formalize your membership." },
    });
  });

  it('translates every field message and the payment error into Spanish', () => {
    expect(Object.keys(dialogs.texts.es!.fieldErrors).sort()).toEqual([...fieldMessageList].sort());
    expect(dialogs.texts.es!.toasts.paymentError.description).toBe('Hubo un error procesando tu solicitud. Por favor intenta de nuevo.');
  });

  it('uses the booking page of the call section and the spec limits', () => {
    expect(readFileSync(join(root, 'variants/_shared/call.yaml'), 'utf8')).toContain(dialogs.schedulingUrl);
    expect(dialogs.submissionLimits).toEqual({ founder: defaultSubmissionLimits.founder, partnership: defaultSubmissionLimits.partnership });
    expect(dialogs.partnershipDefaultCountry).toBe('US');
  });

  it('reports a mistake at its line and column, with a suggestion', () => {
    const text = readFileSync(sharedFile, 'utf8')
      .replace('    founderError: { title: Error,', '    founderEror: { title: Error,')
      .replace('Name too long: El nombre', 'Name to long: El nombre');
    const { errors } = loadSite({ root, variantsDir: variantsWith(text) });
    const lines = errors.map(formatError);
    const line = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
    expect(lines).toContain(
      `variants/_shared/dialogs.yaml:${line('founderEror')}:5 en.toasts.founderEror: Unknown key "founderEror". Did you mean "founderError"?`,
    );
    expect(lines).toContain(
      `variants/_shared/dialogs.yaml:${line('Name to long')}:5 es.fieldErrors.Name to long: Unknown key "Name to long". Did you mean "Name too long"?`,
    );
  });

  it('checks values too: media paths and region codes', () => {
    const text = readFileSync(sharedFile, 'utf8')
      .replace('/media/founder-video.webm', '/media/missing.webm')
      .replace('partnershipDefaultCountry: US', 'partnershipDefaultCountry: us');
    const { errors } = loadSite({ root, variantsDir: variantsWith(text) });
    expect(errors.map(formatError)).toEqual([
      expect.stringMatching(/^variants\/_shared\/dialogs\.yaml:\d+:\d+ video\.webm: File not found: public\/media\/missing\.webm$/),
      expect.stringMatching(/^variants\/_shared\/dialogs\.yaml:\d+:\d+ partnershipDefaultCountry: Use an ISO 3166 code like "US"$/),
    ]);
  });

  it('is required: a site without it says so', () => {
    const dir = variantsWith('');
    rmSync(join(dir, '_shared/dialogs.yaml'));
    expect(loadSite({ root, variantsDir: dir }).errors.map(formatError)).toContain(
      'variants/_shared/dialogs.yaml:1:1: variants/_shared/dialogs.yaml is missing',
    );
  });
});
