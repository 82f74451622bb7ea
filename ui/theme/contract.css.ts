import { createThemeContract } from '@vanilla-extract/css';

/**
 * Every colour, space, radius and font the components use. Themes (themes.css.ts) fill it in;
 * components only ever read `vars`, so adding a theme never touches a component.
 */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryHover: null,
    onPrimary: null,
    success: null,
    danger: null,
    warning: null,
    dark: null,
    onDark: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    focus: null,
    nav: { surface: null, text: null, textMuted: null, border: null, active: null },
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: {
    body: null,
    mono: null,
    size: { sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { normal: null, medium: null, bold: null },
  },
  shadow: { card: null, overlay: null },
});
