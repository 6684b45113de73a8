/**
 * The part of jstat 1.9.6 (which ships no types) the experiment statistics and their tests use,
 * typed by hand from its source (node_modules/jstat/dist/jstat.js).
 */
declare module 'jstat' {
  interface JStat {
    /** Complementary error function. */
    erfc(x: number): number;
    normal: {
      inv(p: number, mean: number, std: number): number;
      pdf(x: number, mean: number, std: number): number;
    };
    chisquare: {
      cdf(x: number, dof: number): number;
    };
    beta: {
      pdf(x: number, alpha: number, beta: number): number;
    };
  }
  const jStat: JStat;
  export default jStat;
}
