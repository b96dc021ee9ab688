import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/forms';
import { en } from '../locales';

/** ISO-2 codes offered: the Middle East and North Africa first, then a few countries with many of our families. */
export const COUNTRY_CODES = Object.keys(en.countries) as (keyof typeof en.countries)[];

/** A select of countries by ISO-2 code, named in the interface language and sorted by that name. */
export function CountrySelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation('accounts');
  const collator = new Intl.Collator(i18n.language);
  const options = COUNTRY_CODES.map((code) => ({ code, name: t(`countries.${code}`) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  return (
    <SelectField
      label={label}
      name="country"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoComplete="country"
    >
      <option value="">{t('common.chooseCountry')}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
    </SelectField>
  );
}
