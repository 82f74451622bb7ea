/** The guided tour (issue 8): navigation, starring, theme and the command palette. */
export const TOUR_STEPS = [
  {
    title: 'Find your way',
    text: 'The navigation lists the pages your role can open, grouped by company, application and account. On a phone, open it with the Menu button.',
  },
  {
    title: 'Star the pages you use most',
    text: 'Star any page from the top bar. The first ten starred pages are pinned in the top bar, and your stars follow you to any browser.',
  },
  {
    title: 'Make it yours',
    text: 'Theme in the top bar switches between light, dark and semi-dark, turns the floating navbar on or off and sets the primary colour.',
  },
  {
    title: 'Jump anywhere',
    text: 'Press Ctrl+K (Cmd+K on a Mac) or choose Go to… to search every page you can open and your starred pages, keyboard only.',
  },
] as const;
