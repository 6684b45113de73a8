/**
 * A file's size for people, in their language: "16 bytes", "14.2 kB", "3.5 MB" ("3,5 MB" in
 * Spanish). Bytes are spelled out: Intl's short form of the unit is "16 byte", which reads wrong.
 */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(value);
}
