import { preloadableComponent } from '../../lib/lazy-component';

// Organisers and players need different code: each loads only its own view. Declared here so that the app can
// load the first page's part before it renders (app/first-page-code.ts).
export const ManageEvent = preloadableComponent(() => import('./ManageEvent'), 'ManageEvent', 'organiser');
