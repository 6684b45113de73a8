import type { Meta, StoryObj } from '@storybook/react-vite';
import productsYaml from '../../../variants/_shared/products.yaml?raw';
import { block } from '.';
import { valid } from './fixtures';
import { withCatalogPrices } from '../with-catalog-prices';

const meta = {
  title: 'Blocks/feature-cards',
  component: block.Component,
  tags: ['autodocs'],
} satisfies Meta<typeof block.Component>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Family: Story = { args: block.schema.parse(valid.family) };
export const WhatYouGet: Story = { args: block.schema.parse(withCatalogPrices(valid.whatYouGet!, productsYaml)) };
export const Photos: Story = { args: block.schema.parse(valid.photos) };
