import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import classes from './length-count.module.css';
import { cx } from './style-props';

/** '18,000 / 20,000 characters' near the limit; over it, how many are too many (and a screen reader hears it once). */
export function LengthCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const { t, i18n } = useLingui();
  const over = length > limit;
  const typed = i18n.number(length);
  const excess = length - limit;
  return (
    <>
      <div id={id} className={cx(classes.counter, over && classes.counterOver)}>
        {over
          ? t({
              message: `⚠ ${typed} / ${plural(limit, { one: '# character', other: '# characters' })}: ${plural(excess, { one: '# too many', other: '# too many' })}`,
              comment: 'Under a text field over its length limit: characters typed / the limit, then how many are too many',
            })
          : t({
              message: `${typed} / ${plural(limit, { one: '# character', other: '# characters' })}`,
              comment: 'Under a text field near its length limit: characters typed / the limit',
            })}
      </div>
      <span className="ui-visually-hidden" aria-live="polite">
        {over ? t`Over the limit of ${plural(limit, { one: '# character', other: '# characters' })}.` : ''}
      </span>
    </>
  );
}
