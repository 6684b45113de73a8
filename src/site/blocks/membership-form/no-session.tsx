import { ButtonRow } from '../../../ui/action-button';
import type { MembershipFormProps } from './schema';

/** /thank-you opened without a payment in the address: what to do instead, and a way on. */
export function NoSession({ text, buttons }: Omit<MembershipFormProps['noSession'], 'heading'>) {
  return (
    <>
      <p className="mt-5 text-lg text-ink/80">{text}</p>
      <ButtonRow buttons={buttons} className="mt-8" />
    </>
  );
}
