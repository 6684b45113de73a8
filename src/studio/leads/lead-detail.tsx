import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { displayValue, receivedAt } from './format';
import { LeadFiles } from './lead-files';
import { kindLabels, type Lead, leadFields } from './types';

function Value({ lead, field }: { lead: Lead; field: (typeof leadFields)[number] }) {
  const value = lead[field.key];
  if (value === null || value === undefined || value === '') return <span className="text-ink/70">—</span>;
  if (field.key === 'created_at') return `${receivedAt(String(value))} (${String(value)})`;
  if (field.key === 'details' && typeof value === 'object') {
    return (
      <dl className="space-y-1">
        {Object.entries(value).map(([key, inner]) => (
          <div key={key}>
            <dt className="text-xs text-ink/70">{key}</dt>
            <dd className="break-words whitespace-pre-wrap">{displayValue(inner)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return displayValue(value);
}

/** Every field of one lead as text, in a side panel (a dialog: focus moves in, Escape closes it). */
export function LeadDetail({ lead, onClose }: { lead?: Lead; onClose: () => void }) {
  return (
    <Dialog.Root open={Boolean(lead)} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 w-full max-w-lg overflow-y-auto bg-white shadow-xl focus:outline-none">
          {lead && (
            <>
              <div className="sticky top-0 flex items-start justify-between gap-3 border-b border-stone-200 bg-white px-5 py-4">
                <div className="min-w-0">
                  <Dialog.Title className="truncate text-lg font-semibold">{displayValue(lead.name || lead.email) || '(no name)'}</Dialog.Title>
                  <Dialog.Description className="text-sm text-ink/70">{kindLabels[lead.kind] ?? lead.kind}: every field as stored</Dialog.Description>
                </div>
                <Dialog.Close className="rounded-md p-1.5 hover:bg-stone-100" aria-label="Close">
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <dl className="divide-y divide-stone-100 px-5 pb-6 text-sm" data-testid="lead-fields">
                {leadFields.map((field) => (
                  <div key={field.key} className="grid grid-cols-[9rem_1fr] gap-3 py-2">
                    <dt className="text-ink/70">{field.label}</dt>
                    <dd className="min-w-0 break-words whitespace-pre-wrap">
                      <Value lead={lead} field={field} />
                    </dd>
                  </div>
                ))}
              </dl>
              {lead.kind === 'partnership' && <LeadFiles leadId={lead.id} />}
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
