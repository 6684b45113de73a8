import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { parse } from 'yaml';
import dialogsYaml from '../../../variants/_shared/dialogs.yaml?raw';
import { Toaster } from '../../ui/toast';
import { dialogPayload } from './dialog-payload';
import { DialogRoot } from './dialog-root';
import { closeDialog, openFounder, openPartnership, setFounderStep, setPartnershipStep, type FounderStep } from './dialog-store';
import { dialogsSchemaFor } from './dialogs-schema';
import { storyLocales } from '../../../.storybook/site-locales';

const dialogs = dialogsSchemaFor(storyLocales).parse(parse(dialogsYaml));

type Shown = { dialog: 'founder'; step: FounderStep } | { dialog: 'partnership'; step: 'form' | 'confirmation' };

/** The real dialogs with the real texts, opened at one step. */
function Dialogs({ locale, shown }: { locale: 'en' | 'es'; shown: Shown }) {
  useEffect(() => {
    if (shown.dialog === 'founder') {
      openFounder('intro');
      setFounderStep(shown.step);
    } else {
      openPartnership();
      setPartnershipStep(shown.step);
    }
    return closeDialog;
  }, [shown.dialog, shown.step]);
  return (
    <>
      <DialogRoot payload={dialogPayload(dialogs, locale)} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Dialogs',
  component: Dialogs,
  args: { locale: 'en', shown: { dialog: 'founder', step: 'intro' } },
} satisfies Meta<typeof Dialogs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FounderIntro: Story = {};
export const FounderForm: Story = { args: { shown: { dialog: 'founder', step: 'form' } } };
export const FounderSuccess: Story = { args: { shown: { dialog: 'founder', step: 'success' } } };
export const FounderCalendar: Story = { args: { shown: { dialog: 'founder', step: 'calendar' } } };
export const Partnership: Story = { args: { shown: { dialog: 'partnership', step: 'form' } } };
export const PartnershipConfirmation: Story = { args: { shown: { dialog: 'partnership', step: 'confirmation' } } };
export const SpanishFounderForm: Story = { args: { locale: 'es', shown: { dialog: 'founder', step: 'form' } } };
