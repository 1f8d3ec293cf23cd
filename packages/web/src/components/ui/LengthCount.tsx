import classes from './length-count.module.css';
import { cx } from './style-props';

const count = (n: number) => n.toLocaleString('en');

/** '18,000 / 20,000 characters' near the limit; over it, how many are too many (and a screen reader hears it once). */
export function LengthCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const over = length > limit;
  return (
    <>
      <div id={id} className={cx(classes.counter, over && classes.counterOver)}>
        {over ? '⚠ ' : ''}
        {count(length)} / {count(limit)} characters{over ? `: ${count(length - limit)} too many` : ''}
      </div>
      <span className="ui-visually-hidden" aria-live="polite">
        {over ? `Over the limit of ${count(limit)} characters.` : ''}
      </span>
    </>
  );
}
