// The design system: styling and accessible building blocks, no business logic.
import './global.css';

export { Alert, type AlertTone } from './components/Alert';
export { Button, type ButtonProps } from './components/Button';
export { Checkbox } from './components/Checkbox';
export { CheckboxGroup, type CheckboxOption } from './components/CheckboxGroup';
export { ConfirmDialog } from './components/ConfirmDialog';
export { DataGrid, type GridColumn } from './components/DataGrid';
export { Dialog, DialogActions } from './components/Dialog';
export { EmptyState } from './components/EmptyState';
export { Facts } from './components/Facts';
export { FileUpload } from './components/FileUpload';
export { IconButton, type IconButtonProps, RowActions } from './components/IconButton';
export { Card, Heading, Muted, Page, Stack } from './components/Layout';
export { List } from './components/List';
export { type NotificationItem, Notifications } from './components/Notifications';
export { type Crumb, PageHeader } from './components/PageHeader';
export { Pagination } from './components/Pagination';
export { pageCountOf, pageWindow } from './components/page-window';
export { SaveBar } from './components/SaveBar';
export { ScreenReaderOnly } from './components/ScreenReaderOnly';
export { Select, type SelectOption } from './components/Select';
export {
  AppShell,
  PillLinks,
  SideNav,
  shellClasses,
  TopBar,
  VisitorFrame,
} from './components/Shell';
export { Skeleton } from './components/Skeleton';
export { LoadingBlock, Spinner } from './components/Spinner';
export { TextField, type TextFieldProps } from './components/TextField';
export { type DateValue, formatDate, formatDateTime, isoDay } from './format/dates';
export {
  formatCompact,
  formatCount,
  formatDecimal,
  formatMeasure,
  formatMoney,
} from './format/numbers';
export { below, media, reducedMotion } from './theme/breakpoints';
export { vars } from './theme/contract.css';
