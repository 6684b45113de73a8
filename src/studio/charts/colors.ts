/** The series' colours, from the site's tokens (src/theme.css), shared by lines, legends and tooltips. */
export const seriesColor = {
  views: '#94a3b8',
  leads: 'var(--color-lagoon)',
  paid: 'var(--color-coral)',
  rate: 'var(--color-ink)',
  control: 'var(--color-sand-200)',
  danger: 'var(--color-danger)',
} as const;
