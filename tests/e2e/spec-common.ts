/** The shape of a route's expectations and what every page shares; see spec-expectations.ts. */
export type Text = string | RegExp;

export interface RouteExpectation {
  path: string;
  /** Query string the live visit adds, e.g. the checkout session the thank-you form needs. */
  query?: string;
  status: 200 | 404;
  /** The page's single <h1>. */
  headline: Text;
  /** Copy and prices as displayed, in the page's text without JavaScript (prerendered). */
  texts: Text[];
  /** Buttons a visitor can press once the page is live, by accessible name. */
  buttons: Text[];
  /** Links, by accessible name and where they lead. */
  links: { name: Text; href: string }[];
  /** Selects, by accessible name, and the option they show before anyone touches them. */
  selects?: { name: Text; shows: Text }[];
  /** A console message the page writes once it is live. */
  logs?: Text;
}

/** Every page's footer links to the legal pages (spec, "Common elements"). */
export const footerLinks = ['/terms', '/privacy', '/cookies'].map((href) => ({ name: /./, href }));

/** The spec's country figures (section 9): filled out of 100 ambassadors, a badge above 85 (/ and /country). */
export const countries: [string, number][] = [
  ['USA', 84],
  ['Germany', 88],
  ['Spain', 63],
  ['France', 71],
  ['UK', 92],
  ['Italy', 56],
  ['Canada', 78],
  ['Australia', 67],
];
