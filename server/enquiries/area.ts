import { enquiriesArea } from '#contract/areas/enquiries';
import { defineServerArea } from '#server/kit/area';
import { seedDemoEnquiries } from './demo';
import { enquiriesRouter, enquiryIngestRouter } from './routes';

export const enquiriesServer = defineServerArea({
  area: enquiriesArea,
  routers: { enquiries: enquiriesRouter, enquiryIngest: enquiryIngestRouter },
  seedApplication: (tx, applicationId) => seedDemoEnquiries(tx, applicationId),
});
