import { Cross2Icon } from '@radix-ui/react-icons';
import { chipRow } from '../components/chipRow.css';
import * as styles from './inputs.css';

/** The chosen values of a tag box, each with its Remove button; the list is named by its count. */
export function Chips({
  label,
  labels,
  disabled,
  onRemove,
}: {
  /** The list's accessible name, "Tags: 3 tags". */
  label: string;
  labels: readonly { key: string; text: string }[];
  disabled?: boolean;
  onRemove: (index: number) => void;
}) {
  return (
    <ul className={chipRow} aria-label={label}>
      {labels.map((chip, index) => (
        <li key={chip.key} className={styles.tag}>
          {chip.text}
          <button
            type="button"
            className={styles.tagRemove}
            aria-label={`Remove ${chip.text}`}
            title={`Remove ${chip.text}`}
            disabled={disabled}
            onClick={() => onRemove(index)}
          >
            <Cross2Icon aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
