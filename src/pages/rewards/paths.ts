/** Where an application's reward pages live (spec section 2: tools/rewards, tools/rewardRules). */
export const rewardPaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/rewards`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/view`,
    edit: (id: string | number) => `${list}/${id}`,
  };
};

export const rulePaths = (applicationId: string | number) => {
  const list = `/applications/${applicationId}/tools/rewardRules`;
  return {
    list,
    add: `${list}/new`,
    view: (id: string | number) => `${list}/${id}/view`,
    edit: (id: string | number) => `${list}/${id}`,
  };
};

/** react-query keys: everything about an application's rewards and their rules starts here. */
export const rewardsKey = (applicationId: string) => ['rewards', applicationId] as const;
