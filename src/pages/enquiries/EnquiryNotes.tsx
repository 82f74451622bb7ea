import { ENQUIRY_TEXT, type Enquiry } from '#contract/enquiries';
import { api } from '../../api/client';
import { expectStatus } from '../../kit/calls';
import { NotesCard } from '../../kit/NotesCard';
import { enquiriesKey } from './paths';

/** The enquiry's notes, oldest first; staff who may call enquiries.addNote add one. */
export function EnquiryNotes({
  applicationId,
  enquiry,
}: {
  applicationId: string;
  enquiry: Enquiry;
}) {
  const params = { applicationId, webReference: enquiry.webReference };
  return (
    <NotesCard
      notes={enquiry.notes}
      add="enquiries.addNote"
      cacheKey={enquiriesKey(applicationId)}
      call={(note) => expectStatus(api.enquiries.addNote({ params, body: { body: note } }), 201)}
      done={ENQUIRY_TEXT.noteAdded}
    />
  );
}
