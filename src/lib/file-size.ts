/** A file's size for people, in their language: "820 B", "14.2 kB", "3.5 MB" ("3,5 MB" in Spanish). */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(value);
}
