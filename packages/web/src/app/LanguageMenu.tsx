import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chooseLocale, isLocale, LOCALES } from '../lib/i18n';
import { useAuth, useSaveLanguage } from '../api/auth';
import classes from './shell-layout.module.css';

/**
 * The header's language menu. The choice is kept on this browser and, for a signed-in user, on the
 * account, so that it follows them to another device.
 */
export function LanguageMenu() {
  const { t, i18n } = useLingui();
  const id = useId();
  const auth = useAuth();
  const saveLanguage = useSaveLanguage();
  return (
    <span className={classes.language}>
      <label htmlFor={id} className="ui-visually-hidden">
        {t`Language`}
      </label>
      <select
        id={id}
        className={classes.languageSelect}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.currentTarget.value;
          if (!isLocale(locale)) return;
          void chooseLocale(locale);
          if (auth.status === 'authorized') saveLanguage.mutate(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.name}
          </option>
        ))}
      </select>
    </span>
  );
}
