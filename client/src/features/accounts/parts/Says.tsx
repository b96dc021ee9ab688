import { Trans, useTranslation } from 'react-i18next';

/**
 * A sentence of the locale with a username, an email, a phone or a code inside it: the value, marked
 * <c>…</c> in the text, is isolated left-to-right and bold, so it reads right in an Arabic sentence.
 */
export function Says({ k, values }: { k: string; values: Record<string, string | number> }) {
  const { t } = useTranslation('accounts');
  return <Trans t={t} i18nKey={k} values={values} components={{ c: <bdi className="ltr acc-value" /> }} />;
}
