// The spreadsheet a bulk user import uploads: `rows` new users of role Editor, their addresses
// tagged so two imports into one company do not collide.
import ExcelJS from 'exceljs';

export async function usersSheet(rows, tag) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Users');
  sheet.addRow(['Email', 'First Name', 'Last Name', 'Title', 'Role Title']);
  for (let i = 0; i < rows; i++)
    sheet.addRow([`u${i}.${tag}@bench.test`, 'First', 'Last', 'Mr.', 'Editor']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Uploads a sheet for import into the demo company; throws unless it answers 200. */
export async function uploadSheet(base, token, bytes) {
  const form = new FormData();
  form.append('excelFile', new Blob([bytes]), 'users.xlsx');
  const started = performance.now();
  const res = await fetch(`${base}/api/companies/1/users/excelUpload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`import failed: ${JSON.stringify(body).slice(0, 500)}`);
  return {
    started,
    answeredAt: Date.now(),
    ms: performance.now() - started,
    added: body.successfulInserts,
  };
}
