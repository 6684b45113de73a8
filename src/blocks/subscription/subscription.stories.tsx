import type { Meta, StoryObj } from '@storybook/react-vite';
import productsYaml from '../../../variants/_shared/products.yaml?raw';
import { block } from '.';
import { valid } from './fixtures';
import { withCatalogPrices } from '../with-catalog-prices';

const meta = {
  title: 'Blocks/subscription',
  component: block.Component,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Weekly: Story = { args: block.schema.parse(withCatalogPrices(valid.weekly!, productsYaml)) };
export const Spanish: Story = { args: block.schema.parse(valid.spanish), globals: { locale: 'es' } };
