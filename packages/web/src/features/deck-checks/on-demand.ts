import { preloadableComponent } from '../../lib/lazy-component';

// Deck checks only for the owner and judges, loaded with their view (before the app renders, on the first page: app/first-page-code.ts).
export const DeckChecksSection = preloadableComponent(() => import('./DeckChecksSection'), 'DeckChecksSection', 'organiser');
