import { useState } from 'react';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TEXT,
  type Enquiry,
  type EnquiryHandle,
  type EnquiryStatus,
} from '#contract/enquiries';
import { Alert, Button, Card, Select, Stack } from '#ui';
import { api } from '../../api/client';
import { tsr } from '../../api/tsr';
import { usePermission } from '../../components/permissions';
import { expectStatus } from '../../kit/calls';
import { useSave } from '../../kit/use-save';
import { EnquiryNotes } from './EnquiryNotes';
import { enquiriesKey } from './paths';

type Props = { applicationId: string; enquiry: Enquiry };

/** How the enquiry is worked (status and assignee), and its notes. */
export function EnquiryPanels(props: Props) {
  return (
    <Stack>
      <HandlingPanel {...props} />
      <EnquiryNotes {...props} />
    </Stack>
  );
}

const NOBODY = '';

/** Status and assignee in one versioned save; read-only for those who may not handle it. */
function HandlingPanel({ applicationId, enquiry }: Props) {
  const canHandle = usePermission('enquiries.handle');
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [assignee, setAssignee] = useState(String(enquiry.assigneeId ?? NOBODY));
  const colleagues = tsr.enquiries.colleagues.useQuery({
    queryKey: [...enquiriesKey(applicationId), 'colleagues'],
    queryData: { params: { applicationId } },
  });
  const params = { applicationId, webReference: enquiry.webReference };
  const saving = useSave({
    cacheKey: enquiriesKey(applicationId),
    version: enquiry.version,
    call: (body: Omit<EnquiryHandle, 'version'>, version) =>
      expectStatus(api.enquiries.handle({ params, body: { ...body, version } }), 200),
    done: ENQUIRY_TEXT.handled,
    onStale: 'refetch',
  });
  const options = [
    { value: NOBODY, label: 'Nobody' },
    ...(colleagues.data?.body.items ?? []).map((c) => ({ value: String(c.userId), label: c.name })),
  ];
  return (
    <Card title="Handling">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saving.submit({
            status,
            assigneeId: assignee === NOBODY ? null : Number(assignee),
          });
        }}
      >
        <Stack>
          <Select
            label="Status"
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: s }))}
            value={status}
            onValueChange={setStatus}
            disabled={!canHandle}
          />
          <Select
            label="Assigned to"
            options={options}
            value={assignee}
            onValueChange={setAssignee}
            disabled={!canHandle}
          />
          {saving.errors.assigneeId ? (
            <Alert tone="danger">{saving.errors.assigneeId.join(' ')}</Alert>
          ) : null}
          {canHandle ? (
            <div>
              <Button tone="primary" type="submit" loading={saving.saving}>
                Save handling
              </Button>
            </div>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
