/**
 * The plots a founder application can name (issue 10, /map): the plot board's buttons send one,
 * and the server stores it only in this range (supabase/schemas/functions/plot_number.sql, and the
 * plot column's check in supabase/schemas/tables/founder_applications.sql). The board's schema
 * allows no more plots than this, so no board can offer a plot the server would refuse;
 * plot-choice.test.ts holds the SQL to the same number.
 */
export const MAX_PLOT = 100;

/**
 * Dispatched (bubbling) on a plot's button when paying for its plot was refused because someone
 * else had just held or bought it (payments/pay.ts); the plot board marks the plot taken.
 */
export const PLOT_TAKEN_EVENT = 'landfall:plot-taken';
