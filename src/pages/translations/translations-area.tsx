import { keepPreviousData } from '@tanstack/react-query';
import type * as z from 'zod';
import {
  LANGUAGE_NAMES,
  TEXT_TEXT,
  type TextLanguage,
  type Translation,
  TranslationCreate,
  TranslationFields,
  TranslationListQuery,
  type TranslationRow,
} from '#contract/translations';
import { Badge } from '../../../ui/shell';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { HistoryPanel } from '../../components/HistoryPanel';
import { expectStatus } from '../../kit/calls';
import { contractQuery } from '../../kit/contract-query';
import { declaredForm } from '../../kit/KitForm';
import type { KitAdd, KitArea, KitList, KitRecord, KitRemove } from '../../kit/types';
import { ImportExport } from './ImportExport';
import { textPaths, textsKey } from './paths';
import { EMPTY_TEXT, textGroups, toTextForm } from './text-form';

type Named = Pick<TranslationRow, 'translationId' | 'key'>;

/** An application's texts: the page configuration the kit's pages read. */
export const textsArea = (applicationId: string): KitArea<Named> => ({
  noun: 'Text',
  plural: 'Translations',
  paths: textPaths(applicationId),
  idOf: (row) => row.translationId,
  nameOf: (row) => row.key,
  access: {
    edit: 'translations.update',
    add: 'translations.create',
    remove: 'translations.remove',
  },
  cacheKey: textsKey(applicationId),
});

/** The languages a text falls back to the default in, or a tick when it has them all. */
function Missing({ missing }: { missing: readonly string[] }) {
  if (missing.length === 0) return <Badge tone="success">Complete</Badge>;
  return <Badge tone="warning">{`Missing ${missing.join(', ')}`}</Badge>;
}

export const textsList = (
  applicationId: string,
  languages: readonly TextLanguage[],
): KitList<TranslationRow, 'key' | 'updated', 'missing'> => ({
  columns: [
    { key: 'key', header: 'Key', sortable: true, link: true },
    { key: 'defaultText', header: 'Default Text' },
    { key: 'missing', header: 'Languages', cell: (r) => <Missing missing={r.missing} /> },
    { key: 'updated', header: 'Updated', sortable: true, kind: 'dateTime' },
  ],
  filters: [
    {
      kind: 'select',
      key: 'missing',
      label: 'Missing Language',
      options: languages.map((value) => ({ value, label: LANGUAGE_NAMES[value] })),
      emptyLabel: 'Any',
    },
  ],
  useRows: (query) =>
    tsr.translations.list.useQuery({
      queryKey: [...textsKey(applicationId), 'list', query],
      queryData: {
        params: { applicationId },
        query: contractQuery(TranslationListQuery, query),
      },
      placeholderData: keepPreviousData,
    }),
  searchLabel: 'Search keys and texts',
  emptyText: 'No texts yet: add one, or import a spreadsheet.',
  toolbar: <ImportExport applicationId={applicationId} />,
});

export const textRemove = (applicationId: string): KitRemove<Named> => ({
  prompt: (r) =>
    `Are you sure you want to delete the text '${r.key}'? Sites will no longer get it.`,
  run: (r) =>
    expectStatus(
      api.translations.remove({
        params: { applicationId, translationId: String(r.translationId) },
      }),
      200,
    ),
  done: TEXT_TEXT.removed,
});

export const textRecord = (
  applicationId: string,
  languages: readonly TextLanguage[],
): KitRecord<Translation, TranslationCreate, z.output<typeof TranslationFields>> => ({
  nameOf: (row) => row.key,
  useRecord: (id) =>
    tsr.translations.get.useQuery({
      queryKey: [...textsKey(applicationId), 'text', id],
      queryData: { params: { applicationId, translationId: id } },
    }),
  toForm: toTextForm,
  form: declaredForm(TranslationFields, textGroups(languages), true),
  update: (id, body, version) =>
    expectStatus(
      api.translations.update({
        params: { applicationId, translationId: id },
        body: { ...body, version },
      }),
      200,
    ),
  versionOf: (r) => r.version,
  updated: TEXT_TEXT.updated,
  beside: (r) => <Missing missing={r.missing} />,
  history: (r) => (
    <HistoryPanel
      companyId={String(r.companyId)}
      area="translations"
      recordId={String(r.translationId)}
    />
  ),
  remove: {
    ...textRemove(applicationId),
    prompt: (r) =>
      `Are you sure you want to delete the text '${r.key}'? Sites will no longer get it.`,
  },
});

export const textAdd = (
  applicationId: string,
  languages: readonly TextLanguage[],
): KitAdd<TranslationCreate, z.output<typeof TranslationCreate>> => ({
  useInitial: () => EMPTY_TEXT,
  form: declaredForm(TranslationCreate, textGroups(languages), false),
  create: async (body) =>
    (await expectStatus(api.translations.create({ params: { applicationId }, body }), 201))
      .translationId,
  added: TEXT_TEXT.added,
});
