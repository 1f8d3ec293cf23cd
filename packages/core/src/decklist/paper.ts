// Paper sizes of the registration sheets, in a module of its own: only the pages linking to the sheets load it.

/** The paper of registration sheets: A4 unless US Letter is asked for. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/**
 * US Letter where it is the usual paper, A4 anywhere else: from a browser's language tag, whose region
 * (after the language and an optional script) is the United States or Canada ('en-US', 'fr-CA', 'zh-Hant-US').
 */
export const paperForLocale = (locale = ''): PaperSize => (/^[a-z]{2,3}(-[a-z]{4})?-(us|ca)(-|$)/i.test(locale) ? 'letter' : 'a4');
