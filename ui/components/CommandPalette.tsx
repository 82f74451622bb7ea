import * as Dialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { Command } from 'cmdk';
import * as styles from './palette.css';

export type PaletteItem = { id: string; label: string; hint?: string; onSelect: () => void };
export type PaletteGroup = { heading: string; items: readonly PaletteItem[] };

/**
 * A modal command palette: type to filter, arrow keys to move, Enter to choose, Escape to
 * close. Radix Dialog gives the focus trap, the name and focus return; cmdk gives the combobox
 * and listbox semantics, fuzzy filtering and the active option. Import it lazily: cmdk is not
 * needed until the palette first opens.
 */
export function CommandPalette({
  open,
  onOpenChange,
  title,
  placeholder,
  empty,
  groups,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  placeholder: string;
  empty: string;
  groups: readonly PaletteGroup[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <VisuallyHidden.Root asChild>
            <Dialog.Title>{title}</Dialog.Title>
          </VisuallyHidden.Root>
          <Command label={title} loop className={styles.command}>
            <Command.Input
              placeholder={placeholder}
              aria-label={placeholder}
              className={styles.input}
            />
            <Command.List className={styles.list}>
              <Command.Empty className={styles.empty}>{empty}</Command.Empty>
              {groups
                .filter((group) => group.items.length > 0)
                .map((group) => (
                  <Command.Group
                    key={group.heading}
                    heading={group.heading}
                    className={styles.group}
                  >
                    {group.items.map((item) => (
                      <Command.Item
                        key={item.id}
                        value={`${group.heading} ${item.label} ${item.id}`}
                        keywords={item.hint ? [item.hint] : []}
                        onSelect={item.onSelect}
                        className={styles.item}
                      >
                        <span>{item.label}</span>
                        {item.hint ? <span className={styles.hint}>{item.hint}</span> : null}
                      </Command.Item>
                    ))}
                  </Command.Group>
                ))}
            </Command.List>
          </Command>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
