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
  // System (or nothing chosen yet) follows the operating system; light when it states nothing.
  var systemDark =
    typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  var drawn = theme === 'light' || theme === 'dark' || theme === 'semi-dark' ? theme : null;
  if (!drawn) drawn = systemDark ? 'dark' : 'light';
  root.setAttribute('data-theme', drawn);
  root.setAttribute('data-navbar', get('floatingNavbar') === 'false' ? 'static' : 'floating');
  root.setAttribute('data-primary', colours.indexOf(colour) >= 0 ? colour : 'primary');
})();
