import { manaSymbols } from '@decklist/core/cards';
import { useLingui } from '@lingui/react/macro';
import classes from './decklists.module.css';
import { manaCostWords, manaSymbolWords } from './mana-words';

export interface ManaCostProps {
  /** Brace-wrapped symbols as the API sends them (`{2}{U}{U}`, `{1}{R} // {1}{U}`); nothing is shown when empty. */
  cost: string;
}

/** A mana cost as readable symbols: each shows its letters or number, and screen readers hear "Mana cost: 2, blue, blue". */
export function ManaCost({ cost }: ManaCostProps) {
  const { t } = useLingui();
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return null;
  const words = manaCostWords(cost);
  return (
    <span className={classes.cost} role="img" aria-label={t`Mana cost: ${words}`}>
      {symbols.map((symbol, i) =>
        symbol === '//' ? (
          <span key={i} className={classes.split} aria-hidden>
            //
          </span>
        ) : (
          <span key={i} className={`${classes.symbol} ${classes[symbol] ?? ''}`} title={manaSymbolWords(symbol)} aria-hidden>
            {symbol}
          </span>
        ),
      )}
    </span>
  );
}
