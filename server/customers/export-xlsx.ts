import type { CustomerExport } from '#contract/customers';

type Cell = string | number | boolean | null;

/** Key → header: the sheet's columns in the export's own field names, so both files agree. */
function table(rows: readonly Record<string, unknown>[], columns: readonly string[]): Cell[][] {
  const cell = (value: unknown): Cell =>
    value === null || value === undefined
      ? null
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  return [[...columns], ...rows.map((row) => columns.map((column) => cell(row[column])))];
}

const ORDER_COLUMNS = [
  'reference',
  'status',
  'bookingDate',
  'travelDate',
  'currency',
  'total',
  'paid',
  'itemsSummary',
  'agent',
  'contactTitle',
  'contactFirstName',
  'contactLastName',
  'contactEmail',
  'contactPhone',
  'created',
] as const;

const TRAVELLER_COLUMNS = [
  'orderReference',
  'title',
  'firstName',
  'lastName',
  'dateOfBirth',
  'passportNumber',
  'passportCountry',
  'passportIssueDate',
  'passportExpiryDate',
] as const;

const NOTE_COLUMNS = ['orderReference', 'at', 'author', 'body'] as const;

const STEP_COLUMNS = ['orderReference', 'at', 'actor', 'kind', 'summary', 'reason'] as const;

const OFFER_COLUMNS = ['hotlist', 'name', 'link', 'price', 'currency', 'startDate', 'endDate'];

/**
 * The export as a workbook: Customer (field, value), Orders, Travellers, Order notes, Order
 * timeline and Hotlists (one row per saved offer). Amounts stay decimal text, as in the JSON,
 * so nothing is rounded by Excel.
 */
export async function exportWorkbook(data: CustomerExport): Promise<Buffer> {
  // Loaded on the first export: the library is several MiB of heap an idle server never needs.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = (name: string, rows: Cell[][]) => {
    const s = book.addWorksheet(name);
    for (const row of rows) s.addRow(row);
    s.getRow(1).font = { bold: true };
    s.columns.forEach((column) => {
      column.width = 22;
    });
  };
  sheet('Customer', [
    ['field', 'value'],
    ...Object.entries({ ...data.customer, exportedAt: data.exportedAt }).map(
      ([field, value]): Cell[] => [field, value as Cell],
    ),
  ]);
  sheet('Orders', table(data.orders, ORDER_COLUMNS));
  sheet('Travellers', table(data.travellers, TRAVELLER_COLUMNS));
  sheet('Order notes', table(data.notes, NOTE_COLUMNS));
  sheet('Order timeline', table(data.timeline, STEP_COLUMNS));
  const offers = data.hotlists.flatMap((h) =>
    h.offers.map((offer) => ({ hotlist: h.name, ...offer })),
  );
  sheet('Hotlists', table(offers, OFFER_COLUMNS));
  return Buffer.from(await book.xlsx.writeBuffer());
}
