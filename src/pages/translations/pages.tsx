import { useMemo } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { usePermission } from '../../components/permissions';
import { KitAddPage } from '../../kit/KitAddPage';
import { KitListPage } from '../../kit/KitListPage';
import { KitRecordPage } from '../../kit/KitRecordPage';
import { NOT_AUTHORIZED_PATH } from '../../routing/guards';
import { textAdd, textRecord, textRemove, textsArea, textsList } from './translations-area';

const useIds = () => {
  const { applicationId = '', translationId = '' } = useParams<{
    applicationId: string;
    translationId: string;
  }>();
  return { applicationId, translationId };
};

/** /applications/:applicationId/translations: the texts by key, with import and export. */
export function TranslationsListPage() {
  const { applicationId } = useIds();
  const area = useMemo(() => textsArea(applicationId), [applicationId]);
  const list = useMemo(() => textsList(applicationId), [applicationId]);
  const remove = useMemo(() => textRemove(applicationId), [applicationId]);
  return <KitListPage area={area} list={list} remove={remove} />;
}

function TextAddPage({ applicationId }: { applicationId: string }) {
  const area = useMemo(() => textsArea(applicationId), [applicationId]);
  const add = useMemo(() => textAdd(applicationId), [applicationId]);
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
  const record = useMemo(() => textRecord(applicationId), [applicationId]);
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
