/**
 * The experiment and arm a visitor is seeing, for the lead context: the build writes them on the
 * page's body (`data-experiment`, `data-arm`) and the router serves the arm's page at the
 * experiment's route, so the page itself says which arm converted. A forced preview
 * (`?variant=<arm>`) is never counted, so it names no arm.
 */
export interface ExperimentArm {
  experiment?: string;
  arm?: string;
}

export function experimentArm(): ExperimentArm {
  const { experiment, arm } = document.body?.dataset ?? {};
  if (!experiment || !arm || new URLSearchParams(location.search).has('variant')) return {};
  return { experiment, arm };
}
