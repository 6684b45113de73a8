import type { Meta, StoryObj } from '@storybook/react-vite';
import { studioFrame } from '../charts/story-frame';
import { type LeadFile, LeadFilesList } from './lead-files';

const at = '2026-11-26T09:14:03.120Z';
const files: LeadFile[] = [
  { id: '1', name: 'plot-north.jpg', type: 'image/jpeg', size: 2_480_000, path: 'p1', created_at: at },
  { id: '2', name: 'Escritura notarial — parcela 14 (copia).pdf', type: 'application/pdf', size: 6_100_000, path: 'p2', created_at: at },
  { id: '3', name: '<img src=x onerror=alert(1)>.csv', type: 'text/csv', size: 820, path: 'p3', created_at: at },
];

const meta = {
  title: 'Studio/Lead documents',
  component: LeadFilesList,
  decorators: [studioFrame],
  args: { files, onOpen: () => {} },
} satisfies Meta<typeof LeadFilesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {};
export const Opening: Story = { args: { opening: '2' } };
export const CouldNotOpen: Story = { args: { failed: '1' } };
export const None: Story = { args: { files: [] } };
