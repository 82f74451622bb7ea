import { useMemo } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { TEXT_LANGUAGES, type TextLanguage } from '#contract/translations';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { NOT_AUTHORIZED_PATH } from '../../routing/guards';
import { useActiveApplication } from '../../session/active-application';
import { textAdd, textRecord, textRemove, textsArea, textsList } from './translations-area';

const useIds = () => {
  const { applicationId = '', translationId = '' } = useParams<{
    applicationId: string;
    translationId: string;
  }>();
  return { applicationId, translationId };
};

/** The open application's languages, which its texts have one each of (its editor sets them). */
function useLanguages(applicationId: string): readonly TextLanguage[] {
  const app = useActiveApplication();
  return app && String(app.applicationId) === applicationId ? app.languages : TEXT_LANGUAGES;
}

/** /applications/:applicationId/translations: the texts by key, with import and export. */
export function TranslationsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => textsArea(applicationId), [applicationId]);
  const languages = useLanguages(applicationId);
  const list = useMemo(() => textsList(applicationId, languages), [applicationId, languages]);
  const remove = useMemo(() => textRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

function TextAddPage({ applicationId }: { applicationId: string }) {
  const area = useMemo(() => textsArea(applicationId), [applicationId]);
  const languages = useLanguages(applicationId);
  const add = useMemo(() => textAdd(applicationId, languages), [applicationId, languages]);
  return <KitAddPage area={area} add={add} />;
}

/**
 * /translations/:translationId: the spec gives a text one address, so `?edit` opens it for
 * editing and `new` adds one (the server refuses either to those who may only read).
 */
export function TranslationPage() {
  const { applicationId, translationId } = useIds();
  const mayAdd = usePermission('translations.create');
  // A reader who follows an edit link sees the text: the form would only be refused.
  const mayEdit = usePermission('translations.update');
  const editing = new URLSearchParams(useSearch()).has('edit') && mayEdit;
  const area = useMemo(() => textsArea(applicationId), [applicationId]);
  const languages = useLanguages(applicationId);
  const record = useMemo(() => textRecord(applicationId, languages), [applicationId, languages]);
  if (translationId === 'new') {
    return mayAdd ? (
      <TextAddPage applicationId={applicationId} />
    ) : (
      <Redirect to={NOT_AUTHORIZED_PATH} />
    );
  }
  return (
    <KitRecordPage
      area={area}
      record={record}
      id={translationId}
      mode={editing ? 'edit' : 'view'}
    />
  );
}
