// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultSubmissionLimits, submissionKey, takeSubmission } from './submission-limit';

describe('client submission limits', () => {
  beforeEach(() => localStorage.clear());

  it('uses the spec values: founder 4 per 3,600,000 ms, partnership 4 per 60 minutes, default limiter 3 per 5 minutes', () => {
    expect(defaultSubmissionLimits).toMatchObject({
      founder: { max: 4, windowMs: 3_600_000 },
      partnership: { max: 4, windowMs: 3_600_000 },
      membership: { max: 3, windowMs: 300_000 },
    });
  });

  it('allows 4 submissions, refuses the 5th within the hour and allows again once the first is an hour old', () => {
    const limit = defaultSubmissionLimits.founder;
    const start = 1_000_000;
    for (let i = 0; i < 4; i++) expect(takeSubmission('founder', limit, start + i * 1000)).toBe(true);
    expect(takeSubmission('founder', limit, start + 10_000)).toBe(false);
    expect(takeSubmission('founder', limit, start + limit.windowMs - 1)).toBe(false);
    expect(takeSubmission('founder', limit, start + limit.windowMs)).toBe(true);
  });

  it('keeps the count in the browser, per form, so a reload or a second tab does not reset it', () => {
    const limit = { max: 1, windowMs: 60_000 };
    expect(takeSubmission('partnership', limit, 5000)).toBe(true);
    expect(JSON.parse(localStorage.getItem(submissionKey('partnership'))!)).toEqual([5000]);
    expect(takeSubmission('partnership', limit, 6000)).toBe(false);
    expect(takeSubmission('founder', limit, 6000)).toBe(true);
  });

  it('ignores a corrupted stored value instead of failing', () => {
    localStorage.setItem(submissionKey('founder'), '{"oops":1}');
    expect(takeSubmission('founder', { max: 1, windowMs: 1000 }, 10)).toBe(true);
  });
});
