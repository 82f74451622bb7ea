/** Where an application's enquiry pages live (spec section 2). */
export const enquiryPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/enquiryViewer`;
  return {
    list,
    view: (webReference: string | number) =>
      `${list}/${encodeURIComponent(String(webReference))}/view`,
  };
};

/** react-query keys: everything about an application's enquiries starts here. */
export const enquiriesKey = (applicationId: string) => ['enquiries', applicationId] as const;
