// Building blocks only the signed-in shell uses. Kept out of ui/index.ts on purpose: every
// component imports its CSS (a side effect), so whatever index.ts exports lands in /login's
// entry chunk; importing these from here keeps them in the signed-in chunk.
export { Badge, type BadgeTone, toneOf, YesNo } from './components/Badge';
export {
  Menu,
  MenuCheckbox,
  MenuItem,
  MenuLabel,
  MenuRadioGroup,
  MenuSeparator,
} from './components/Menu';
export { NavDrawer } from './components/NavDrawer';
export { NavSection } from './components/NavSection';
export { Switch } from './components/Switch';
export { CompanyMark, ScreenReaderOnly, topBarClasses } from './components/TopBarParts';
