import type { Ref } from 'react';
import { CountryCodeSelect } from '../../ui/country-code-select';
import { FormField } from '../../ui/form-field';
import { Input } from '../../ui/input';
import { PhoneField } from '../../ui/phone-field';
import type { InputTexts } from './dialogs-schema';

type ContactKey = 'name' | 'email' | 'phone' | 'region';

/** Full name, email and phone with its calling code: the fields both application forms open with. */
export function ContactFields({
  idPrefix,
  locale,
  texts,
  values,
  setValue,
  errors,
  firstField,
}: {
  idPrefix: string;
  locale: string;
  texts: Record<'name' | 'email' | 'phone' | 'countryCode', InputTexts>;
  values: Record<ContactKey, string>;
  setValue: (key: ContactKey, value: string) => void;
  errors: Record<string, string | undefined>;
  firstField?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={texts.name.label} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            ref={firstField}
            autoComplete="name"
            value={values.name}
            placeholder={texts.name.placeholder}
            onChange={(e) => setValue('name', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${idPrefix}-email`} label={texts.email.label} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            placeholder={texts.email.placeholder}
            onChange={(e) => setValue('email', e.target.value)}
          />
        )}
      </FormField>
      <PhoneField
        id={`${idPrefix}-phone`}
        label={texts.phone.label}
        codeLabel={texts.countryCode.label}
        codeSelect={(control) => (
          <CountryCodeSelect
            {...control}
            locale={locale}
            value={values.region}
            onValueChange={(region) => setValue('region', region)}
            placeholder={texts.countryCode.placeholder}
            className="w-32 shrink-0"
          />
        )}
        phone={values.phone}
        onPhoneChange={(phone) => setValue('phone', phone)}
        phonePlaceholder={texts.phone.placeholder}
        phoneError={errors.phone}
        codeError={errors.countryCode}
      />
    </>
  );
}
