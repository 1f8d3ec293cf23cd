import type { CardGroup, DeckCard } from '@decklist/core/decklist';
import classes from './decklists.module.css';
import own from './card-warnings.module.css';

/** What a deck form does for a row of its checked list. */
export interface CardActions {
  /** Selects the card's line in the text. */
  goTo(card: DeckCard, group: CardGroup): void;
  /** Rewrites the row's lines with `name`. */
  fix(card: DeckCard, group: CardGroup, name: string): void;
}

/**
 * A card's warnings (a ⚠ sign and text, not colour alone). In a deck form each is a button that puts
 * the cursor on the card's line (its title says so), and each name a misspelt card may be is a button
 * that writes it in.
 */
export function CardWarnings({ card, group, actions }: { card: DeckCard; group: CardGroup; actions: CardActions | undefined }) {
  if (!actions) {
    return card.warnings.map((warning) => (
      <span key={warning} className={classes.warning}>
        ⚠ {warning}
      </span>
    ));
  }
  const suggestions = card.suggestions ?? [];
  return card.warnings.map((warning) => {
    // The unknown-card warning ends with its suggestions: they become buttons of their own.
    const meant = suggestions.length > 0 && warning.includes('Did you mean');
    return (
      <span key={warning} className={classes.warning}>
        <button type="button" className={own.warningButton} title="Go to its line in the decklist" onClick={() => actions.goTo(card, group)}>
          ⚠ {meant ? warning.slice(0, warning.indexOf('Did you mean')).trim() : warning}
        </button>
        {meant && (
          <span className={own.suggestions}>
            Did you mean{' '}
            {suggestions.map((name) => (
              <button key={name} type="button" className={own.suggestion} onClick={() => actions.fix(card, group, name)}>
                {name}
              </button>
            ))}
            ?
          </span>
        )}
      </span>
    );
  });
}
