import { useEffect } from 'react';
import { useAuth, useSaveLanguage } from '../api/auth';
import { chooseLocale, i18n, isLocale, storedLocale } from '../lib/i18n';

/**
 * The language kept on a signed-in account follows the user: on signing in (or opening the app) on
 * another browser, the page switches to it. An account without one takes the choice made on this
 * browser before signing in. Renders nothing.
 */
export function AccountLanguage() {
  const auth = useAuth();
  const saveLanguage = useSaveLanguage();
  const signedIn = auth.status === 'authorized';
  const accountLanguage = signedIn ? auth.user.language : undefined;
  const { mutate: save } = saveLanguage;
  // Only when the account's language changes: the menu updates it together with the page's.
  useEffect(() => {
    if (!signedIn) return;
    if (isLocale(accountLanguage)) {
      if (accountLanguage !== i18n.locale) {
        void chooseLocale(accountLanguage);
      }
      return;
    }
    const chosenHere = storedLocale();
    if (chosenHere) save(chosenHere);
  }, [signedIn, accountLanguage, save]);
  return null;
}
