export { activateLocale, i18n, loadCataloguePart, type CatalogueLoaders, type CataloguePart } from './activate';
export { initialLocale, storedLocale, storeLocale } from './choice';
export { isLocale, LOCALES, matchLocale, SOURCE_LOCALE, type Locale } from './locales';
