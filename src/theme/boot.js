// Applies the stored theme settings before the first paint, so a dark theme never flashes
// light (src/theme/theme.ts writes these keys; unknown values fall back to the defaults).
// A file of its own, loaded by a plain blocking <script src> in index.html: the page's
// Content-Security-Policy runs no inline script. Kept plain JavaScript, free of imports.
(() => {
  var get = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var root = document.documentElement;
  var theme = get('theme');
  var colour = get('primaryColour');
  var colours = ['primary', 'success', 'danger', 'warning', 'dark'];
  root.setAttribute('data-theme', theme === 'dark' || theme === 'semi-dark' ? theme : 'light');
  root.setAttribute('data-navbar', get('floatingNavbar') === 'false' ? 'static' : 'floating');
  root.setAttribute('data-primary', colours.indexOf(colour) >= 0 ? colour : 'primary');
})();
