import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './menu.css';

/**
 * A menu button (Radix DropdownMenu: arrow keys move, Escape closes, focus returns to the
 * button). Items are MenuItem / MenuSeparator.
 */
export function Menu({
  label,
  trigger,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows; the label when absent. */
  trigger?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button tone="secondary" size="sm" aria-label={trigger ? label : undefined}>
          {trigger ?? label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={styles.content}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className={styles.item} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className={styles.label}>{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className={styles.separator} />;
}

/** A set of mutually exclusive choices inside a menu (menuitemradio, checked one marked). */
export function MenuRadioGroup<V extends string>({
  label,
  value,
  options,
  onValueChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
}) {
  return (
    <DropdownMenu.Group aria-label={label}>
      <DropdownMenu.Label className={styles.label}>{label}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        value={value}
        onValueChange={(next) => {
          const chosen = options.find((option) => option.value === next);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <DropdownMenu.RadioItem
            key={option.value}
            value={option.value}
            className={styles.item}
            // Keeps the menu open so several settings can be tried in a row.
            onSelect={(event) => event.preventDefault()}
          >
            <span aria-hidden="true" className={styles.mark}>
              {option.value === value ? '●' : ''}
            </span>
            {option.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

/** An on/off setting inside a menu (menuitemcheckbox). */
export function MenuCheckbox({
  checked,
  onCheckedChange,
  children,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem
      checked={checked}
      onCheckedChange={onCheckedChange}
      onSelect={(event) => event.preventDefault()}
      className={styles.item}
    >
      <span aria-hidden="true" className={styles.mark}>
        {checked ? '✓' : ''}
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}
