import type { DialogPayload } from './dialog-payload';
import { FounderDialog } from './founder-dialog';
import { PartnershipDialog } from './partnership-dialog';

/** Every dialog of the page, in one React root the host mounts on first use. */
export function DialogRoot({ payload }: { payload: DialogPayload }) {
  return (
    <>
      <FounderDialog payload={payload} />
      <PartnershipDialog payload={payload} />
    </>
  );
}
