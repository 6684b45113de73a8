import lighthouse from 'lighthouse';
import { launchChromium } from '../chromium';

export interface LighthouseMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** One Lighthouse run (mobile preset, simulated throttling, performance only) in a fresh browser. */
export async function runLighthouse(url: string): Promise<LighthouseMetrics> {
  // The bench serves over HTTPS with a throwaway certificate (scripts/bench/serve.ts).
  const chrome = await launchChromium(['--ignore-certificate-errors']);
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    const value = (id: string) => {
      const audit = lhr.audits[id];
      if (audit?.numericValue === undefined) throw new Error(`Lighthouse has no ${id} for ${url}`);
      return audit.numericValue;
    };
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    };
  } finally {
    await chrome.stop();
  }
}
