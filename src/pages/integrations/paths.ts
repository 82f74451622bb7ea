/** Where an application's supplier pages live (spec section 2). */
export const supplierPaths = (applicationId: string | number) => {
  const directory = `/applications/${applicationId}/suppliers`;
  return {
    directory,
    mine: `${directory}/mysuppliers`,
    supplier: (supplierId: string | number) => `${directory}/${supplierId}`,
    add: (supplierId: string | number) => `${directory}/${supplierId}/addIntegrations`,
    integration: (supplierId: string | number, integrationId: string | number) =>
      `${directory}/${supplierId}/integrations/${integrationId}`,
    addSettings: (supplierId: string | number, integrationId: string | number) =>
      `${directory}/${supplierId}/integrations/${integrationId}/addsettings`,
  };
};

/** An integration's webhook subscriptions live under its page. */
export const subscriptionPaths = (
  applicationId: string | number,
  supplierId: string | number,
  integrationId: string | number,
) => {
  const list = `${supplierPaths(applicationId).integration(supplierId, integrationId)}/subscriptions`;
  return {
    integration: supplierPaths(applicationId).integration(supplierId, integrationId),
    add: `${list}/add`,
    subscription: (subscriptionId: string | number) => `${list}/${subscriptionId}`,
  };
};

/** react-query keys: everything about an application's integrations starts here. */
export const integrationsKey = (applicationId: string) => ['integrations', applicationId] as const;
