// The sign-in page is most visits' first page. The entry imports it (and its social buttons)
// so they ship in the entry's chunk: /login then loads a handful of files, not one per module
// its lazy chunks share with other pages (budget: e2e/bundle.spec.ts). The route table still
// imports them lazily; that import resolves at once to what is already loaded.
import './pages/LoginPage';
import './pages/social/SocialButtonsPanel';
