import { preloadableComponent } from '../../lib/lazy-component';

// Players and organisers need different code: each loads only its own view. Declared here, once, so that the
// app can load the first page's part before it renders (app/first-page-code.ts).
export const PlayerDeck = preloadableComponent(() => import('./PlayerDeck'), 'PlayerDeck');
export const OrganiserReview = preloadableComponent(() => import('./OrganiserReview'), 'OrganiserReview', 'review');
