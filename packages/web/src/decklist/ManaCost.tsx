import { manaCostLabel, manaSymbolName, manaSymbols } from '@decklist/core/cards';
import classes from './decklists.module.css';

export interface ManaCostProps {
  /** Brace-wrapped symbols as the API sends them (`{2}{U}{U}`, `{1}{R} // {1}{U}`); nothing is shown when empty. */
  cost: string;
}

/** A mana cost as readable symbols: each shows its letters or number, and screen readers hear "Mana cost: 2, blue, blue". */
export function ManaCost({ cost }: ManaCostProps) {
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return null;
  return (
    <span className={classes.cost} role="img" aria-label={`Mana cost: ${manaCostLabel(cost)}`}>
      {symbols.map((symbol, i) =>
        symbol === '//' ? (
          <span key={i} className={classes.split} aria-hidden>
            //
          </span>
        ) : (
          <span key={i} className={`${classes.symbol} ${classes[symbol] ?? ''}`} title={manaSymbolName(symbol)} aria-hidden>
            {symbol}
          </span>
        ),
      )}
    </span>
  );
}
