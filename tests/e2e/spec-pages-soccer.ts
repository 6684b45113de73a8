import type { RouteExpectation } from './spec-common';

/** What /soccer must show, written by hand from the spec (sections 1, 2 and 9) and issue 10. */
export const soccerPage: RouteExpectation[] = [];
