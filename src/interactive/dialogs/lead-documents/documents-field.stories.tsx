import type { Meta, StoryObj } from '@storybook/react-vite';
import { parse } from 'yaml';
import dialogsYaml from '../../../../variants/_shared/dialogs.yaml?raw';
import { dialogsSchemaFor } from '../dialogs-schema';
import { storyLocales } from '../../../../.storybook/site-locales';
import { translator } from '../localize';
import { DocumentsField } from './documents-field';
import type { ChosenDocument, DocumentStatus, LeadDocumentsState } from './use-lead-documents';

const dialogs = dialogsSchemaFor(storyLocales).parse(parse(dialogsYaml));

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const doc = (key: number, name: string, size: number, status: DocumentStatus): ChosenDocument => ({ key, file: file(name, size), status });

/** A fixed list in each state the field shows; choosing or removing does nothing here. */
function fixed(documents: ChosenDocument[], uploading = false): LeadDocumentsState {
  return { documents, uploading, add: () => {}, remove: () => {}, clear: () => {}, upload: async () => ({ ids: [], failed: [] }), hasUnsent: () => false };
}

const chosen = [
  doc(1, 'plot-north.jpg', 2_480_000, { state: 'ready' }),
  doc(2, 'deed.pdf', 11_000_000, { state: 'refused', message: 'File too large (max 10MB)' }),
  doc(3, 'survey.exe.pdf', 48_000, { state: 'refused', message: 'Unsupported file type' }),
  doc(4, 'boundaries.csv', 820, { state: 'ready' }),
];

function Field({ locale, documents }: { locale: 'en' | 'es'; documents: LeadDocumentsState }) {
  const texts = dialogs.texts[locale]!;
  return (
    <div className="max-w-md p-6">
      <DocumentsField
        id="story-documents"
        texts={texts.partnership.documents}
        optional={texts.partnership.optional}
        locale={locale}
        documents={documents}
        translate={translator(texts)}
      />
    </div>
  );
}

const meta = {
  title: 'Dialogs/Partnership documents',
  component: Field,
  args: { locale: 'en', documents: fixed([]) },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { documents: fixed(chosen) } };
export const ChosenSpanish: Story = { args: { locale: 'es', documents: fixed(chosen) } };
export const Uploading: Story = {
  args: {
    documents: fixed(
      [
        doc(1, 'plot-north.jpg', 2_480_000, { state: 'sent', id: 'a' }),
        doc(2, 'survey.pdf', 6_100_000, { state: 'uploading', progress: 0.4 }),
        doc(3, 'boundaries.csv', 820, { state: 'ready' }),
      ],
      true,
    ),
  },
};
export const UploadFailed: Story = {
  args: {
    documents: fixed([
      doc(1, 'plot-north.jpg', 2_480_000, { state: 'failed', message: undefined }),
      doc(2, 'survey.pdf', 6_100_000, { state: 'sent', id: 'b' }),
    ]),
  },
};
