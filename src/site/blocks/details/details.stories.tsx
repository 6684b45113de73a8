import type { Meta, StoryObj } from '@storybook/react-vite';
import productsYaml from '../../../../variants/_shared/products.yaml?raw';
import { block } from '.';
import { valid } from './fixtures';
import { withCatalogPrices } from '../../../blocks/with-catalog-prices';

const meta = {
  title: 'Blocks/details',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mansion: Story = { args: block.schema.parse(withCatalogPrices(valid.mansion!, productsYaml)) };
export const FeaturesOnly: Story = { args: block.schema.parse(valid.featuresOnly) };
