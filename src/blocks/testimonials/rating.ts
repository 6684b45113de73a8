/** The spec's rating rule: whole stars from 1 to this. Apart from the schema so the component loads no zod. */
export const RATING_MAX = 5;
