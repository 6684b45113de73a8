import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('a file size as the documents list shows it', () => {
  it('spells out bytes, singular and plural (was: "16 byte")', () => {
    expect(formatFileSize(16, 'en')).toBe('16 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(16, 'es')).toBe('16 bytes');
  });

  it('shows kilobytes and megabytes with one decimal in the page language', () => {
    expect(formatFileSize(14_540, 'en')).toBe('14.2 kB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'en')).toBe('3.5 MB');
    expect(formatFileSize(3.5 * 1024 * 1024, 'es')).toBe('3,5 MB');
  });
});
