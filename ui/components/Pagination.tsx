import { Button } from './Button';
import * as styles from './dataGrid.css';
import { pageCountOf, pageWindow } from './page-window';

/** Previous, up to `maxButtons` numbered pages, next; the current page is marked for readers. */
export function Pagination({
  page,
  pageSize,
  total,
  maxButtons,
  onPageChange,
  label = 'Pagination',
}: {
  page: number;
  pageSize: number;
  total: number;
  maxButtons: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const pageCount = pageCountOf(total, pageSize);
  return (
    <nav aria-label={label} className={styles.pagination}>
      <Button
        tone="quiet"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        ‹
      </Button>
      {pageWindow(page, pageCount, maxButtons).map((n) => (
        <Button
          key={n}
          size="sm"
          tone={n === page ? 'primary' : 'quiet'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={`Page ${n}`}
          onClick={() => onPageChange(n)}
        >
          {n}
        </Button>
      ))}
      <Button
        tone="quiet"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        ›
      </Button>
    </nav>
  );
}
